/**
 * Escaping text for HTML and XML, text content and attribute values alike. Isomorphic and pure.
 * The apostrophe is the one character written differently by each producer we must match.
 */

const SPECIAL = /[&<>"']/
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/**
 * `&`, `<`, `>`, `"` and `'` as entities; `'` as React's server renderer writes it (`&#x27;`),
 * or as given: `&#039;` (PHP's `esc_html`, CF7's mail), `&apos;` (XML).
 */
export function escapeHtml(text: string, apostrophe = '&#x27;'): string {
  if (!SPECIAL.test(text)) return text
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? apostrophe)
}

/** XML text and attribute values (sitemaps, RSS). */
export function escapeXml(text: string): string {
  return escapeHtml(text, '&apos;')
}
