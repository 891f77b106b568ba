/**
 * As on the original site, "image-accordion links open only if the address starts with # or uses
 * http, https, mailto, tel or ftp." Isomorphic and pure: the field hook drops other links when an
 * item is saved, and the component drops them again when it renders (older or imported data).
 */

/** The schemes an item's link may use; the scheme is compared without regard to case. */
const ALLOWED_SCHEME = /^(?:https?|mailto|tel|ftp):/i

/**
 * Control characters anywhere: browsers drop tabs and line breaks from an address before they read
 * its scheme (`java\tscript:` runs as `javascript:`), so an address holding one is never kept.
 */
const CONTROL = /[\u0000-\u001f\u007f]/

/** The link as it may be rendered (trimmed), or null when it must be dropped. */
export function allowedItemLink(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const href = value.trim()
  if (href === '' || CONTROL.test(href)) return null
  if (href.startsWith('#')) return href
  return ALLOWED_SCHEME.test(href) ? href : null
}
