/** The visitor's address: the first of X-Forwarded-For (set by the reverse proxy), else X-Real-IP. */
export function remoteIpOf(headers: Headers): string | undefined {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip') || undefined
}
