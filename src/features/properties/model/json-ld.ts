/** The JSON-LD of a property page: a `RealEstateListing` whose offer carries both prices. */
import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

export function propertyJsonLd(property: Property, locale: Locale, url: string, origin: string) {
  const images = (property.gallery ?? [])
    .map((m) => (typeof m === 'object' && m?.url ? `${origin}${m.url}` : null))
    .filter((u): u is string => Boolean(u))
  const prices = [
    ['GEL', property.priceGel],
    ['USD', property.priceUsd],
  ] as const
  const { latitude, longitude } = property.location ?? {}
  const data = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.title,
    description: property.description ?? undefined,
    inLanguage: locale,
    url,
    datePosted: property.createdAt,
    image: images.length ? images : undefined,
    offers: prices
      .filter(([, price]) => typeof price === 'number')
      .map(([currency, price]) => ({
        '@type': 'Offer',
        price,
        priceCurrency: currency,
        businessFunction:
          property.dealType === 'rent'
            ? 'https://purl.org/goodrelations/v1#LeaseOut'
            : 'https://purl.org/goodrelations/v1#Sell',
        availability:
          property.status === 'sold'
            ? 'https://schema.org/SoldOut'
            : property.status === 'reserved'
              ? 'https://schema.org/LimitedAvailability'
              : 'https://schema.org/InStock',
      })),
    contentLocation: {
      '@type': 'Place',
      address: property.address ?? undefined,
      geo:
        typeof latitude === 'number' && typeof longitude === 'number'
          ? { '@type': 'GeoCoordinates', latitude, longitude }
          : undefined,
    },
    floorSize:
      typeof property.area === 'number'
        ? { '@type': 'QuantitativeValue', value: property.area, unitCode: 'MTK' }
        : undefined,
    numberOfRooms: property.rooms ?? undefined,
  }
  // `<` escaped: the text goes inside a <script> element.
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
