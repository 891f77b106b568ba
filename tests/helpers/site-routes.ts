/**
 * The seeded site's public routes as the site itself lists them (its sitemap), and the links a
 * visitor can follow on a page: shared by the reachability crawl and the visible-trap check. Pure
 * but for `sitemapPaths`, which asks the running server.
 */
import type { APIRequestContext } from '@playwright/test'

import { localeOfPath, type Locale } from '@/i18n/locales'

/** Paths that are not pages a visitor browses: the CMS, its API and files, Next's assets, compat. */
const NOT_PAGES = /^\/(?:admin|api|_next|next|fragment|wp-json|wp-admin)(?:\/|$)/

/** The loop grids' query parameters: every filter and page of a grid is one more address. */
const LOOP_GRID_PARAM = /^e-(?:filter|page)-/

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
}

/**
 * The same-origin links (`<a href>`) of a page's HTML that lead to pages, as path and query
 * (fragments dropped). Links with loop-grid parameters are left out: their variants are endless
 * and show nothing the grid's own page does not link.
 */
export function linksIn(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin
  const out = new Set<string>()
  for (const match of html.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const raw = (match[1] ?? match[2] ?? '').replace(/&(?:amp|quot|#39|#x27|lt|gt);/g, (e) => {
      return ENTITIES[e] ?? e
    })
    let url: URL
    try {
      url = new URL(raw, pageUrl)
    } catch {
      continue
    }
    if (url.origin !== origin || NOT_PAGES.test(url.pathname)) continue
    if ([...url.searchParams.keys()].some((name) => LOOP_GRID_PARAM.test(name))) continue
    out.add(url.pathname + url.search)
  }
  return [...out]
}

/** The paths of a sitemap's `<loc>` addresses. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!.replace(/&amp;/g, '&'))
    return url.pathname + url.search
  })
}

/** Every path `/sitemap.xml` lists (both locales), following a sitemap index to its parts. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const index = await request.get('/sitemap.xml')
  if (!index.ok()) throw new Error(`/sitemap.xml answered ${index.status()}`)
  const xml = await index.text()
  if (!xml.includes('<sitemapindex')) return sitemapLocs(xml)
  const paths: string[] = []
  for (const part of sitemapLocs(xml)) {
    const answer = await request.get(part)
    if (!answer.ok()) throw new Error(`${part} answered ${answer.status()}`)
    paths.push(...sitemapLocs(await answer.text()))
  }
  return paths
}

/**
 * Documents of which the sitemap lists many, each one page: a visitor must reach one of each.
 * Slugs have no dots: `/events/{slug}.ics` is the event's calendar file, not its page.
 */
const ITEM = /^(?:\/en)?\/(news|events|properties|portfolio)\/([^/.?]+)$/

export interface RequiredRoutes {
  /** Each of these paths must be reached. */
  paths: string[]
  /** At least one page of each kind in each locale (an event page, a post, a property). */
  items: { kind: string; locale: Locale; examples: string[] }[]
}

/**
 * What a crawl must reach: every listed path, except that of the posts, events and properties
 * one page of each per locale is enough (lists page through them, in loop grids too).
 */
export function requiredRoutes(listed: readonly string[]): RequiredRoutes {
  const paths = new Set<string>()
  const items = new Map<string, { kind: string; locale: Locale; examples: string[] }>()
  for (const path of listed) {
    const item = ITEM.exec(path)
    if (!item) {
      paths.add(path)
      continue
    }
    const locale = localeOfPath(path)
    const key = `${item[1]} ${locale}`
    const entry = items.get(key) ?? { kind: item[1]!, locale, examples: [] }
    entry.examples.push(path)
    items.set(key, entry)
  }
  return { paths: [...paths].sort(), items: [...items.values()] }
}

/** Whether `path` is one page of an item kind (see requiredRoutes). */
export function isItemOf(path: string, kind: string, locale: Locale): boolean {
  const item = ITEM.exec(path)
  return Boolean(item && item[1] === kind && localeOfPath(path) === locale)
}
