/**
 * The `sources` timing rule ("show when arriving from"): the referrer sorted into one source.
 * The original (Elementor Pro `timing/sources.js`) knew search, external and internal; spec 3 adds
 * social and direct. Here each referrer falls in exactly one source, so `external` means "another
 * site that is neither a search engine nor a social network": an editor ticks each they want.
 * Isomorphic.
 */
import { SEARCH_ENGINE_REFERRERS } from '@/shared/constants'

import type { PopupVisitorContext } from './context'
import type { SourcesRuleSettings, VisitorSource } from './settings'

/**
 * Social networks by their registrable domains (a referrer's host is one of these or a subdomain:
 * `l.facebook.com`, `m.youtube.com`). Link shorteners and app hosts of each network included.
 */
export const SOCIAL_REFERRER_DOMAINS = [
  'facebook.com',
  'fb.com',
  'fb.me',
  'messenger.com',
  'instagram.com',
  'linkedin.com',
  'lnkd.in',
  'x.com',
  'twitter.com',
  't.co',
  'tiktok.com',
  'youtube.com',
  'youtu.be',
  'vk.com',
  'vk.ru',
  'ok.ru',
  'pinterest.com',
  'reddit.com',
  'telegram.org',
  't.me',
  'threads.net',
  'whatsapp.com',
] as const

/** `www.example.com:3000` → `example.com`: the original compared hosts without `www.`. */
function bareHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
}

function hostIsOrUnder(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`)
}

/**
 * Spec 9 "Search-engine referrers recognised: google, yahoo, bing, yandex, baidu": a host one of
 * whose labels is such a name (`www.google.com.ge`, `search.yahoo.com`, `yandex.ru`), not any host
 * that merely contains the letters (`googleblog.example` is not a search engine).
 */
export function isSearchEngineHost(host: string): boolean {
  const labels = bareHost(host).split('.')
  return SEARCH_ENGINE_REFERRERS.some((name) => labels.includes(name))
}

export function isSocialHost(host: string): boolean {
  const bare = bareHost(host)
  return SOCIAL_REFERRER_DOMAINS.some((domain) => hostIsOrUnder(bare, domain))
}

/**
 * The referrer's source: no referrer (or one that is no address) is `direct`; this site's own host
 * (with or without `www.`, any port) is `internal`.
 */
export function classifyReferrer(referrer: string, ownHost: string): VisitorSource {
  if (!referrer || !referrer.trim()) return 'direct'
  let host: string
  try {
    host = new URL(referrer.trim()).host
  } catch {
    return 'direct'
  }
  if (!host) return 'direct'
  if (ownHost && bareHost(host) === bareHost(ownHost)) return 'internal'
  if (isSearchEngineHost(host)) return 'search'
  if (isSocialHost(host)) return 'social'
  return 'external'
}

export function sourcesRule(
  settings: SourcesRuleSettings,
  context: Pick<PopupVisitorContext, 'referrer' | 'host'>,
): boolean {
  if (!Array.isArray(settings.sources)) return false
  return settings.sources.includes(classifyReferrer(context.referrer ?? '', context.host ?? ''))
}
