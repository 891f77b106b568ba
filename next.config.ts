import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { defaultLocale, nonDefaultLocales } from './src/i18n/locales'

// Paths that are not localized pages: the admin, APIs, compatible endpoints, files and assets.
const unlocalized = ['admin', 'api', '_next', 'next', 'wp-json', 'wp-admin', 'fragment', 'sitemaps']
// Files served from public/ and metadata routes: matched by their whole name.
const files = ['favicon.svg', 'sitemap.xml', 'robots.txt']
const localePrefixes = [defaultLocale, ...nonDefaultLocales]
const notLocalized = [
  ...localePrefixes.map((l) => `${l}(?:/|$)`),
  ...unlocalized.map((p) => `${p}(?:/|$)`),
  ...files.map((f) => `${f.replace('.', '\\.')}$`),
  'sitemap-\\d+\\.xml$',
]

const nextConfig: NextConfig = {
  reactStrictMode: true,
  experimental: {
    // Pages rendered at run time stay in memory: the cache always matches this process's database.
    isrFlushToDisk: false,
    // The site's CSS (a few KB compressed) in the document's head: no stylesheet request blocks
    // the first paint.
    inlineCss: true,
    // Contact forms posted without JavaScript reach a server action, uploads included.
    serverActions: { bodySizeLimit: '26mb' },
  },
  poweredByHeader: false,
  // `npm test` type-checks the whole project; the build (run by `npm start`) need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // The default locale (Georgian) has no prefix: /news is served by /ka/news, /en/news by itself.
  async rewrites() {
    return {
      beforeFiles: [
        // iCal files of the events pages (a page and a file cannot share the `[slug]` segment).
        ...['', ...nonDefaultLocales.map((l) => `/${l}`)].flatMap((prefix) => {
          const locale = prefix.slice(1) || defaultLocale
          return [
            {
              source: `${prefix}/events/category/:slug([a-z0-9-]+)\\.ics`,
              destination: `/${locale}/ics/events/category/:slug`,
            },
            {
              source: `${prefix}/events/:slug([a-z0-9-]+)\\.ics`,
              destination: `/${locale}/ics/events/:slug`,
            },
          ]
        }),
        // A loop grid's filtered or paged address (marked by the front, server/loop-query.mjs):
        // the same page rendered per request from its query.
        ...['', ...nonDefaultLocales.map((l) => `/${l}`)].flatMap((prefix) => {
          const locale = prefix.slice(1) || defaultLocale
          const has = [{ type: 'header' as const, key: 'x-sakhli-loop-query' }]
          return [
            { source: prefix || '/', has, destination: `/${locale}/loop-view` },
            {
              source: `${prefix}/:slug((?!${notLocalized.join('|')})[a-z0-9-]+)`,
              has,
              destination: `/${locale}/loop-view/:slug`,
            },
          ]
        }),
        // The parts of a sitemap index (past 50,000 addresses).
        { source: '/sitemap-:part(\\d+).xml', destination: '/sitemaps/:part' },
        { source: '/', destination: `/${defaultLocale}` },
        {
          source: `/:path((?!${notLocalized.join('|')}).+)`,
          destination: `/${defaultLocale}/:path`,
        },
      ],
      afterFiles: [],
      fallback: [],
    }
  },
  async redirects() {
    return [
      { source: `/${defaultLocale}`, destination: '/', permanent: true },
      { source: `/${defaultLocale}/:path*`, destination: '/:path*', permanent: true },
    ]
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

// withPayload sends Critical-CH on every route; Chrome then retries the first page load.
// The admin is the only part that reads the colour-scheme hint, so keep it there.
const payloadHeaders = withPayloadConfig.headers
export default {
  ...withPayloadConfig,
  async headers() {
    const rules = (await payloadHeaders?.()) ?? []
    return rules.map((rule) =>
      rule.headers.some((h) => h.key === 'Critical-CH')
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    )
  },
} satisfies NextConfig
