/**
 * A path on this site to redirect to, or null. Preview and exit-preview redirect only here: never
 * to another host, however the target is spelled (`//x`, `/\x`, `/%5Cx`, `https:x`, control
 * characters, bad percent-escapes).
 */
export function sitePath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048) return null
  if (!raw.startsWith('/') || raw.startsWith('//')) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return null
  }
  // Backslashes count as slashes in browsers; control characters and white space are dropped by
  // them before the URL is parsed. Either turns `/\evil.example` into `//evil.example`.
  for (const text of [raw, decoded]) {
    if (/[\\\u0000-\u001f\u007f]/.test(text)) return null
    if (text.startsWith('//') || /^\/[\s/\\]/.test(text)) return null
  }
  const base = 'http://site.invalid'
  let url: URL
  try {
    url = new URL(raw, base)
  } catch {
    return null
  }
  if (url.origin !== base) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  return path.startsWith('/') && !path.startsWith('//') ? path : null
}
