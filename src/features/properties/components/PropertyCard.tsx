/**
 * One property in a list. The loop grid renders it on the page and in the refresh-loop answer
 * (through `@/lib/static-html`), so it uses host elements and plain components only.
 */
import { MediaImage } from '@/components/MediaImage'
import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

import { propertyStrings } from '../messages'
import { propertyPaths } from '../model/paths'
import { formatPrices } from '../model/price'

interface Props {
  property: Property
  locale: Locale
  headingLevel?: 2 | 3
}

export function PropertyCard({ property, locale, headingLevel = 2 }: Props) {
  const s = propertyStrings(locale)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const district = typeof property.district === 'object' ? property.district : null
  const type = typeof property.propertyType === 'object' ? property.propertyType : null
  const cover = property.gallery?.[0]
  const prices = formatPrices(property, locale)
  return (
    <li className="property-card tile" data-property-id={property.id}>
      <article>
        <MediaImage
          media={typeof cover === 'object' ? cover : null}
          size="card"
          sizes="(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 400px"
          className="property-card-image"
        />
        <div className="property-card-body">
          <p className="property-card-tags">
            <span className={`property-deal property-deal-${property.dealType}`}>
              {s.deals[property.dealType]}
            </span>
            {type ? <span>{type.title}</span> : null}
            {property.status !== 'available' ? (
              <span className="property-status">{s.statuses[property.status]}</span>
            ) : null}
          </p>
          <Heading className="property-card-title tile-title">
            <a href={propertyPaths.property(property.slug ?? String(property.id), locale)}>
              {property.title}
            </a>
          </Heading>
          {district ? (
            <p className="property-card-place">
              {district.title}, {s.cities[district.city]}
            </p>
          ) : null}
          <dl className="property-card-facts">
            {typeof property.area === 'number' ? (
              <div>
                <dt>{s.area}</dt>
                <dd>
                  {property.area} {s.areaUnit}
                </dd>
              </div>
            ) : null}
            {typeof property.rooms === 'number' ? (
              <div>
                <dt>{s.rooms}</dt>
                <dd>{property.rooms}</dd>
              </div>
            ) : null}
          </dl>
          {prices.length ? (
            <p className="property-card-price">
              {prices.join(' · ')}
              {property.dealType === 'rent' ? ` ${s.perMonth}` : null}
            </p>
          ) : null}
        </div>
      </article>
    </li>
  )
}
