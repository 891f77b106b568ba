// The site's languages. Georgian is the default and has no URL prefix.
export const locales = ['ka', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'ka'
export const nonDefaultLocales = locales.filter((l) => l !== defaultLocale)

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The public path of a site path in a locale: `/news` → `/news` (ka) or `/en/news` (en). */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/** The locale of a public URL path: `/en/…` is English, any other path Georgian (no prefix). */
export function localeOfPath(pathname: string | null | undefined): Locale {
  const first = pathname?.split('/')[1]
  return nonDefaultLocales.find((l) => l === first) ?? defaultLocale
}
