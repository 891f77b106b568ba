/** The public origin of the site, used in absolute links (sitemap, RSS, OpenGraph, previews). */
export function serverUrl(): string {
  const fromEnv = process.env.SERVER_URL || process.env.NEXT_PUBLIC_SERVER_URL
  if (fromEnv) return fromEnv.replace(/\/$/, '')
  return `http://localhost:${process.env.PORT || 3000}`
}
