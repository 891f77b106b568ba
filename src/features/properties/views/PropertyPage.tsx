/** `/properties/{slug}`: one property, its photos, facts, description, map link and JSON-LD. */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import type { Payload } from 'payload'

import { LightboxLink } from '@/components/lightbox/LightboxLink'
import { MediaImage } from '@/components/MediaImage'
import { ProtectedEmail } from '@/components/ProtectedEmail'
import { Breadcrumbs } from '@/components/site/Breadcrumbs'
import { isLocale, type Locale } from '@/i18n/locales'
import { mapLink } from '@/lib/map-link'
import { buildMetadata } from '@/utilities/metadata'
import { serverUrl } from '@/utilities/server-url'

import { PropertyCard } from '../components/PropertyCard'
import { propertyStrings } from '../messages'
import { propertyJsonLd } from '../model/json-ld'
import { propertyPaths } from '../model/paths'
import { formatGel, formatPrices, pricePerSquareMetre } from '../model/price'
import { findPropertyBySlug, findSimilarProperties } from '../server/queries'

/**
 * Renders the enquiry form (a contact form of the contact-forms feature, which the route hands
 * in): `formId` on a page whose Contact Form 7 container post is the listing.
 */
export type EnquiryFormSlot = (props: { formId: number; containerPostId: number }) => ReactNode

/**
 * Renders the listing's map (the map block, which the route hands in: a feature does not import
 * blocks) at its coordinates, with its address and title.
 */
export type PropertyMapSlot = (props: {
  id: string
  lat: number
  lng: number
  address: string | null
  title: string
}) => ReactNode

/** Renders the popups placed on this listing (by its collection, its id or its address). */
export type ListingPopupsSlot = (page: {
  collection: 'properties'
  docId: number
  path: string
}) => ReactNode

/** A number a `tel:` link can dial: digits and a leading `+`. */
const dialable = (phone: string) => phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')

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
  enquiryForm,
  map,
  popups,
  draftViewer,
}: {
  payload: Payload
  locale: Locale
  slug: string
  enquiryForm?: EnquiryFormSlot
  map?: PropertyMapSlot
  /** The page's popups (the route hands the popups' slot in: a feature does not import blocks). */
  popups?: ListingPopupsSlot
  /** The request's draft viewer (an editor's live preview shows the latest draft), if any. */
  draftViewer?: () => Promise<{ id: number } | null>
}) {
  const viewer = draftViewer ? await draftViewer() : null
  const property = await findPropertyBySlug(payload, slug, locale, viewer)
  if (!property) notFound()
  const [similar, settings] = await Promise.all([
    findSimilarProperties(payload, property, locale),
    payload.findGlobal({ slug: 'site-settings', locale, depth: 0 }).catch(() => null),
  ])
  // The listing's agent; without a phone of their own, the office's (site settings) answers.
  const agentName = property.agent?.name?.trim() || null
  const agentEmail = property.agent?.email?.trim() || null
  const phone = property.agent?.phone?.trim() || settings?.contact?.phone?.trim() || null
  // The enquiry form the editors chose in the site settings (none: the page gives the phone only).
  const chosenForm = settings?.propertyEnquiryForm
  const formId = typeof chosenForm === 'object' && chosenForm ? chosenForm.id : (chosenForm ?? null)
  const s = propertyStrings(locale)
  const origin = serverUrl()
  const path = propertyPaths.property(slug, locale)
  const district = typeof property.district === 'object' ? property.district : null
  const type = typeof property.propertyType === 'object' ? property.propertyType : null
  const gallery = (property.gallery ?? []).filter((m) => typeof m === 'object' && m)
  const prices = formatPrices(property, locale)
  const perArea = pricePerSquareMetre(property)
  const { latitude, longitude } = property.location ?? {}
  const galleryId = `property-gallery-${property.id}`
  const facts: [string, string | null][] = [
    [
      s.price,
      prices.length
        ? prices.join(' · ') + (property.dealType === 'rent' ? ` ${s.perMonth}` : '')
        : null,
    ],
    [
      s.pricePerArea,
      perArea === null
        ? null
        : `${formatGel(perArea, locale)} ${s.perArea}` +
          (property.dealType === 'rent' ? ` ${s.perMonth}` : ''),
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
    <>
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
          <section className="property-gallery" id={galleryId} aria-label={s.gallery}>
            {gallery.map((media, i) =>
              typeof media === 'object' && media.url ? (
                // A gallery of the shared lightbox (arrow keys, swipe, counter, preloading);
                // without JavaScript each photo opens full size on its own.
                <LightboxLink
                  key={media.id}
                  type="gallery"
                  group={galleryId}
                  href={media.url}
                  title={media.alt || s.galleryDialog}
                  data-gallery-index={i}
                  aria-label={s.galleryOpen(i + 1, gallery.length)}
                  className={i === 0 ? 'property-gallery-main' : 'property-gallery-thumb'}
                >
                  <MediaImage
                    media={media}
                    size={i === 0 ? 'hero' : 'card'}
                    sizes={
                      i === 0 ? '(max-width: 1024px) 100vw, 66vw' : '(max-width: 767px) 50vw, 33vw'
                    }
                    priority={i === 0}
                  />
                </LightboxLink>
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
          {agentName || phone || agentEmail ? (
            <div className="property-agent">
              {agentName ? (
                <p className="property-agent-name">
                  {s.agent}: <strong>{agentName}</strong>
                </p>
              ) : null}
              {phone ? (
                <p className="property-call">
                  <a className="button" href={`tel:${dialable(phone)}`}>
                    {s.callAgent}: {phone}
                  </a>
                </p>
              ) : null}
              {agentEmail ? (
                <p className="property-agent-email">
                  {s.agentEmail}: <ProtectedEmail email={agentEmail} locale={locale} />
                </p>
              ) : null}
            </div>
          ) : null}
        </section>
        {map && typeof latitude === 'number' && typeof longitude === 'number' ? (
          <section className="property-map" aria-labelledby="property-map">
            <h2 id="property-map">{s.location}</h2>
            {map({
              id: `property-${property.id}`,
              lat: latitude,
              lng: longitude,
              address: property.address ?? null,
              title: property.title,
            })}
          </section>
        ) : null}
        {enquiryForm && formId ? (
          <section className="property-enquiry" aria-labelledby="property-enquiry">
            <h2 id="property-enquiry">{s.enquiry}</h2>
            <p>{s.enquiryIntro}</p>
            {enquiryForm({ formId, containerPostId: property.id })}
          </section>
        ) : null}
        {similar.length ? (
          <section className="property-similar" aria-labelledby="property-similar">
            <h2 id="property-similar">{s.similar}</h2>
            <ul className="property-similar-list tiles" role="list">
              {similar.map((p) => (
                <PropertyCard key={p.id} property={p} locale={locale} headingLevel={3} />
              ))}
            </ul>
          </section>
        ) : null}
      </article>
      {popups?.({ collection: 'properties', docId: property.id, path })}
    </>
  )
}
