/**
 * The sitemap as XML (sitemaps.org, with `xhtml:link` alternates per language). A sitemap holds
 * at most 50,000 addresses: past that, `/sitemap.xml` becomes a sitemap index of
 * `/sitemap-{n}.xml` parts. Pure.
 */
import { localizePath, type Locale } from '@/i18n/locales'
import { escapeXml } from '@/lib/escape'

/** The protocol's limit of addresses per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000

export interface SitemapPath {
  path: string
  lastModified?: string
}

/** How many parts the paths make (each path is one address per locale). */
export function sitemapParts(
  pathCount: number,
  localeCount: number,
  max = SITEMAP_MAX_URLS,
): number {
  const perPart = Math.max(1, Math.floor(max / localeCount))
  return Math.max(1, Math.ceil(pathCount / perPart))
}

/** The paths of part `n` (1-based). */
export function pathsOfPart<T>(
  paths: readonly T[],
  n: number,
  localeCount: number,
  max = SITEMAP_MAX_URLS,
): T[] {
  const perPart = Math.max(1, Math.floor(max / localeCount))
  return paths.slice((n - 1) * perPart, n * perPart)
}

export function urlsetXml(
  paths: readonly SitemapPath[],
  origin: string,
  locales: readonly Locale[],
): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ]
  for (const { path, lastModified } of paths) {
    // Each address escaped once: it is both a `<loc>` and an alternate of every locale's entry.
    const hrefs = locales.map((l) => escapeXml(origin + localizePath(path, l)))
    const alternates = locales
      .map((l, i) => `<xhtml:link rel="alternate" hreflang="${l}" href="${hrefs[i]}" />`)
      .join('')
    const tail = `${alternates}${lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : ''}</url>`
    for (const href of hrefs) out.push(`<url><loc>${href}</loc>${tail}`)
  }
  out.push('</urlset>')
  return out.join('\n')
}

export function sitemapIndexXml(parts: number, origin: string): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ]
  for (let n = 1; n <= parts; n++)
    out.push(`<sitemap><loc>${escapeXml(`${origin}/sitemap-${n}.xml`)}</loc></sitemap>`)
  out.push('</sitemapindex>')
  return out.join('\n')
}
