/**
 * Where a popup shows (its "Where" tab): every page, or chosen documents, whole collections and
 * address patterns. Pure: the server picks a page's popups with it (`server/for-page.ts`).
 */
import { nonDefaultLocales } from '@/i18n/locales'

import { POPUP_TARGET_COLLECTIONS, type PopupTargetCollection } from './options'

/** A document chosen in the admin, as Payload stores a polymorphic relationship. */
export interface ChosenDocument {
  relationTo: string
  value: number | { id: number } | null
}

/** The "Where" tab's values, as stored. */
export interface PopupWhere {
  show_on?: 'all' | 'chosen' | null
  documents?: ChosenDocument[] | null
  collections?: string[] | null
  paths?: { pattern?: string | null }[] | null
}

/** The page being shown: its address, and the document it shows when it shows one. */
export interface PopupPage {
  /** The site path as visited, with or without the language prefix (`/en/news/x`, `/news/x`). */
  path: string
  collection?: PopupTargetCollection | string | null
  docId?: number | null
}

const MAX_PATTERN_LENGTH = 300

/** A pattern an editor may save: a site path starting with `/`, `*` for any text. */
export function isPathPattern(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_PATTERN_LENGTH &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !/\s/.test(value)
  )
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * A path as patterns see it: no query or fragment, no language prefix (a pattern applies in every
 * language), percent-escapes decoded (Georgian slugs), no trailing slash but the root's.
 */
export function sitePathOf(path: string): string {
  let clean = decoded(path.split(/[?#]/, 1)[0] ?? '')
  if (!clean.startsWith('/')) clean = `/${clean}`
  for (const locale of nonDefaultLocales) {
    if (clean === `/${locale}`) clean = '/'
    else if (clean.startsWith(`/${locale}/`)) clean = clean.slice(locale.length + 1)
  }
  return clean.length > 1 ? clean.replace(/\/+$/, '') || '/' : clean
}

/**
 * Whether `text` matches `glob` (`*`: any text, the rest literally). The usual two-pointer walk:
 * a mismatch goes back to the last `*` only, so no pattern can make it backtrack exponentially
 * (a regular expression of `.*` parts can, on a long address).
 */
function globMatches(glob: string, text: string): boolean {
  let g = 0
  let t = 0
  let star = -1
  let resume = 0
  while (t < text.length) {
    if (g < glob.length && glob[g] !== '*' && glob[g] === text[t]) {
      g++
      t++
    } else if (g < glob.length && glob[g] === '*') {
      star = g++
      resume = t
    } else if (star >= 0) {
      g = star + 1
      t = ++resume
    } else {
      return false
    }
  }
  while (g < glob.length && glob[g] === '*') g++
  return g === glob.length
}

/** Whether `path` matches `pattern` (`*`: any text, slashes included; the rest literally). */
export function pathMatches(pattern: string, path: string): boolean {
  if (!isPathPattern(pattern)) return false
  return globMatches(sitePathOf(pattern), sitePathOf(path))
}

const idOf = (value: ChosenDocument['value']): number | null =>
  typeof value === 'number' ? value : typeof value?.id === 'number' ? value.id : null

const isTarget = (value: unknown): value is PopupTargetCollection =>
  (POPUP_TARGET_COLLECTIONS as readonly unknown[]).includes(value)

/** Whether a popup placed by `where` shows on `page`. */
export function popupShowsOn(where: PopupWhere | null | undefined, page: PopupPage): boolean {
  if (!where || where.show_on === 'all') return true
  const { collection, docId } = page
  if (isTarget(collection) && typeof docId === 'number') {
    if (where.collections?.includes(collection)) return true
    const chosen = where.documents ?? []
    if (chosen.some((doc) => doc.relationTo === collection && idOf(doc.value) === docId)) {
      return true
    }
  }
  return (where.paths ?? []).some(
    (row) => Boolean(row.pattern) && pathMatches(row.pattern!, page.path),
  )
}
