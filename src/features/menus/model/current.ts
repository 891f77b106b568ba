/**
 * Which menu item is the current page: small and pure, for the browser's link component and the
 * server alike.
 */
import { defaultLocale, isLocale } from '@/i18n/locales'

/**
 * A path as the current-page check compares it: no query or fragment, no trailing slash, the
 * default language's prefix dropped (the server may render `/ka/news` for `/news`) and the loop
 * grid's per-request view (`/ka/loop-view/about` for `/about?e-filter-…`) read as its page.
 */
export function comparablePath(path: string): string {
  const parts = (path.split(/[?#]/)[0] || '/').replace(/\/+$/, '').split('/')
  if (parts[1] === defaultLocale) parts.splice(1, 1)
  const at = isLocale(parts[1]) ? 2 : 1
  if (parts[at] === 'loop-view') parts.splice(at, 1)
  return parts.join('/') || '/'
}

/** An entry's own address as a site path to compare, or null (elsewhere, with a query or hash). */
function ownPath(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//') || /[?#]/.test(href)) return null
  return comparablePath(href)
}

/** What the current-page check needs of an entry: its path and its descendants' paths. */
export interface CurrentPaths {
  self: string | null
  below: string[]
}

/** An entry as the check reads it: its address and what hangs under it. */
interface Linked {
  href: string
  children: Linked[]
}

export function currentPaths(entry: Linked): CurrentPaths {
  const below: string[] = []
  const walk = (children: Linked[]) => {
    for (const child of children) {
      const path = ownPath(child.href)
      if (path) below.push(path)
      walk(child.children)
    }
  }
  walk(entry.children)
  return { self: ownPath(entry.href), below }
}

/**
 * `aria-current` for an entry on the page at `pathname`: `page` for the current page's item,
 * `true` for the items it sits under (the current section), else nothing.
 */
export function ariaCurrent(paths: CurrentPaths, pathname: string): 'page' | 'true' | undefined {
  const here = comparablePath(pathname)
  if (paths.self === here) return 'page'
  return paths.below.includes(here) ? 'true' : undefined
}
