/** `/properties/{slug}`: one property, its photos, facts, description, map link and JSON-LD. */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { Payload } from 'payload'

import { MediaImage } from '@/components/MediaImage'
import { Breadcrumbs } from '@/components/site/Breadcrumbs'
import { isLocale, type Locale } from '@/i18n/locales'
import { mapLink } from '@/lib/map-link'
import { buildMetadata } from '@/utilities/metadata'
import { serverUrl } from '@/utilities/server-url'

import { propertyStrings } from '../messages'
import { propertyJsonLd } from '../model/json-ld'
import { propertyPaths } from '../model/paths'
import { formatPrices } from '../model/price'
import { findPropertyBySlug } from '../server/queries'

export async function propertyPageMetadata(
  payload: Payload,
  locale: string,
  slug: string,
): Promise<Metadata> {
  if (!isLocale(locale)) return {}
  const property = await findPropertyBySlug(payload, slug, locale)
  if (!property) return {}
  const cover = property.gallery?.[0]
  return buildMetadata({
    locale,
    path: `/properties/${slug}`,
    title: property.title,
    description: property.description,
    image: typeof cover === 'object' ? cover : null,
  })
}

export async function PropertyPage({
  payload,
  locale,
  slug,
}: {
  payload: Payload
  locale: Locale
  slug: string
}) {
  const property = await findPropertyBySlug(payload, slug, locale)
  if (!property) notFound()
  const s = propertyStrings(locale)
  const origin = serverUrl()
  const path = propertyPaths.property(slug, locale)
  const district = typeof property.district === 'object' ? property.district : null
  const type = typeof property.propertyType === 'object' ? property.propertyType : null
  const gallery = (property.gallery ?? []).filter((m) => typeof m === 'object' && m)
  const prices = formatPrices(property, locale)
  const { latitude, longitude } = property.location ?? {}
  const facts: [string, string | null][] = [
    [
      s.price,
      prices.length
        ? prices.join(' · ') + (property.dealType === 'rent' ? ` ${s.perMonth}` : '')
        : null,
    ],
    [s.deal, s.deals[property.dealType]],
    [s.status, s.statuses[property.status]],
    [s.type, type?.title ?? null],
    [s.district, district ? `${district.title}, ${s.cities[district.city]}` : null],
    [s.area, typeof property.area === 'number' ? `${property.area} ${s.areaUnit}` : null],
    [s.rooms, typeof property.rooms === 'number' ? String(property.rooms) : null],
    [s.floor, typeof property.floor === 'number' ? String(property.floor) : null],
  ]
  return (
    <article className="container property-page">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: propertyJsonLd(property, locale, `${origin}${path}`, origin),
        }}
      />
      <Breadcrumbs
        locale={locale}
        trail={[{ href: propertyPaths.list(locale), label: s.properties }]}
      />
      <header className="page-header">
        <p className="eyebrow">{s.deals[property.dealType]}</p>
        <h1>{property.title}</h1>
      </header>
      {gallery.length ? (
        <section className="property-gallery" aria-label={s.gallery}>
          {gallery.map((media, i) =>
            typeof media === 'object' ? (
              <MediaImage
                key={media.id}
                media={media}
                size={i === 0 ? 'hero' : 'card'}
                sizes={
                  i === 0 ? '(max-width: 1024px) 100vw, 66vw' : '(max-width: 767px) 50vw, 33vw'
                }
                className={i === 0 ? 'property-gallery-main' : 'property-gallery-thumb'}
                priority={i === 0}
              />
            ) : null,
          )}
        </section>
      ) : null}
      <section className="property-details" aria-labelledby="property-details">
        <h2 id="property-details">{s.details}</h2>
        <dl className="property-facts">
          {facts.map(([label, value]) =>
            value ? (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ) : null,
          )}
          {property.address ? (
            <div>
              <dt>{s.address}</dt>
              <dd>
                {property.address}
                {typeof latitude === 'number' && typeof longitude === 'number' ? (
                  <>
                    {' '}
                    <a href={mapLink(latitude, longitude)}>{s.openMap}</a>
                  </>
                ) : null}
              </dd>
            </div>
          ) : null}
        </dl>
        {property.description
          ? property.description.split(/\n{2,}/).map((paragraph, i) => <p key={i}>{paragraph}</p>)
          : null}
      </section>
    </article>
  )
}
