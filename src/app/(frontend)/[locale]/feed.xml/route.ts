import { listPosts } from '@/data/posts'
import { getSiteSettings } from '@/data/site'
import { getTranslator } from '@/i18n'
import { isLocale, localizePath } from '@/i18n/locales'
import { escapeXml } from '@/lib/escape'
import { sitePaths } from '@/utilities/paths'
import { serverUrl } from '@/utilities/server-url'

export const dynamicParams = true
export function generateStaticParams() {
  return []
}

/** RSS 2.0 feed of the latest news of one locale (/feed.xml, /en/feed.xml). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  const origin = serverUrl()
  const [settings, { docs }] = await Promise.all([
    getSiteSettings(locale),
    listPosts(locale, 1, {}, 30),
  ])
  const t = getTranslator(locale)
  const items = docs
    .map((post) => {
      const link = `${origin}${sitePaths.post(post.slug ?? '', locale)}`
      return [
        '<item>',
        `<title>${escapeXml(post.title)}</title>`,
        `<link>${link}</link>`,
        `<guid isPermaLink="true">${link}</guid>`,
        post.publishedAt ? `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>` : '',
        post.excerpt ? `<description>${escapeXml(post.excerpt)}</description>` : '',
        '</item>',
      ].join('')
    })
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escapeXml(`${settings.siteName}: ${t('news')}`)}</title>
<link>${origin}${localizePath('/news', locale)}</link>
<description>${escapeXml(t('newsIntro'))}</description>
<language>${locale}</language>
<atom:link href="${origin}${sitePaths.feed(locale)}" rel="self" type="application/rss+xml"/>
${items}
</channel>
</rss>`
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
