/**
 * Whether a browser sent a request from another site's page (an `<img>`, a form that posts itself,
 * a link): what a request that mails or changes something refuses, since the visitor's browser
 * would otherwise act for that other site. Read from what the browser itself writes and a page
 * cannot set: `Sec-Fetch-Site` first, else `Origin`, else `Referer`. A request with none of them
 * (an old browser, a script, a mail client's RFC 8058 POST) is not a browser acting for another
 * page, so it passes; the rate limits and tokens still apply.
 */
import { serverUrl } from '@/utilities/server-url'

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host.toLowerCase()
  } catch {
    return undefined
  }
}

/** The hosts this request may come from: the public origin's, and the one the request names. */
function ownHosts(request: Request): Set<string> {
  const { headers } = request
  const hosts = new Set<string>()
  for (const url of [serverUrl(), request.url]) {
    const host = hostOf(url)
    if (host) hosts.add(host)
  }
  // Behind a proxy the visitor's host comes as X-Forwarded-Host; a page cannot set either header.
  for (const name of ['x-forwarded-host', 'host']) {
    const value = headers.get(name)?.split(',')[0]?.trim().toLowerCase()
    if (value) hosts.add(value)
  }
  return hosts
}

export function isCrossSiteRequest(request: Request): boolean {
  const { headers } = request
  const fetchSite = headers.get('sec-fetch-site')?.trim().toLowerCase()
  // `none`: typed or bookmarked by the visitor. `same-site` is another origin of the same site
  // (a sibling subdomain): not this origin's page either.
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none'
  const origin = headers.get('origin')?.trim()
  // `Origin: null` comes from sandboxed frames and pages that hide where they are: not ours.
  if (origin) return origin === 'null' || !ownHosts(request).has(hostOf(origin) ?? '')
  const referer = headers.get('referer')?.trim()
  if (referer) return !ownHosts(request).has(hostOf(referer) ?? '')
  return false
}
