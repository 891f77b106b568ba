/** Public paths of the properties pages. Isomorphic. */
import { localizePath, type Locale } from '@/i18n/locales'

export const propertyPaths = {
  list: (locale: Locale) => localizePath('/properties', locale),
  property: (slug: string, locale: Locale) =>
    localizePath(`/properties/${encodeURIComponent(slug)}`, locale),
}
