/**
 * The `url` timing rule ("when arriving from a specific URL"): the referrer against the editor's
 * address. Like the original (Elementor Pro `timing/url.js`) it reads the referrer, and a regex that
 * does not compile makes the rule false rather than throwing (spec 5: "The URL-match popup rule with
 * the regex action returns false on an invalid regular expression").
 *
 * Case: only the scheme and host of an address are case-insensitive; its path and query are not
 * (RFC 3986 §6.2.2.1), and `/News` and `/news` can be different pages. So nothing is lowercased
 * wholesale: an absolute address is put in the browser's normal form (scheme and host lowercase,
 * a bare host gets its `/`, as `document.referrer` already is), and the comparison is then
 * case-sensitive. A regex is case-sensitive as written, as `new RegExp(url)` was in the original.
 * Isomorphic.
 */
import type { PopupVisitorContext } from './context'
import type { UrlRuleSettings } from './settings'

/** `https://Example.COM` → `https://example.com/`; a value that is no absolute address is kept. */
export function normaliseAddress(value: string): string {
  const trimmed = value.trim()
  try {
    return new URL(trimmed).href
  } catch {
    return trimmed
  }
}

/** The compiled pattern, or null when it is not a valid regular expression. */
export function compilePattern(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern)
  } catch {
    return null
  }
}

export function urlMatches(settings: UrlRuleSettings, address: string): boolean {
  if (typeof settings.url !== 'string' || !settings.url.trim()) return false
  switch (settings.action) {
    case 'plain':
      return normaliseAddress(address) === normaliseAddress(settings.url)
    case 'contains':
      return normaliseAddress(address).includes(normaliseAddress(settings.url))
    case 'regex':
      return compilePattern(settings.url)?.test(address) ?? false
    default:
      return false
  }
}

export function urlRule(
  settings: UrlRuleSettings,
  context: Pick<PopupVisitorContext, 'referrer'>,
): boolean {
  return urlMatches(settings, context.referrer ?? '')
}
