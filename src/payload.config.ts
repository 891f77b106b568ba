import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { en } from '@payloadcms/translations/languages/en'
import { createTransport } from 'nodemailer'
import { buildConfig, type Config } from 'payload'
import sharp from 'sharp'

import { pageBlocks } from './blocks/configs'
import { Categories } from './collections/Categories/config'
import { Media } from './collections/Media/config'
import { Pages } from './collections/Pages/config'
import { Posts } from './collections/Posts/config'
import { Tags } from './collections/Tags/config'
import { startUntitledDraftSweep } from './collections/untitled-drafts'
import { isAdminUser, isEditorUser } from '@/access'
import { badInputAsClientError } from '@/lib/api/errors'
import { hardenRestApi } from '@/lib/api/harden'
import { Users } from './collections/Users/config'
import { databaseAdapter } from './db/adapter'
import { features } from './features'
import { siteSearch } from './features/search'
import { richTextEditor } from './fields/rich-text'
import { seo } from './fields/seo'
import { Footer } from './globals/Footer/config'
import { Header } from './globals/Header/config'
import { SiteSettings } from './globals/SiteSettings/config'
import { defaultLocale, locales } from './i18n/locales'
import { isWebServer } from './lib/runtime'
import { SITE_TIME_ZONE } from './shared/constants'
import { serverUrl } from './utilities/server-url'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * Origins whose requests may use the admin's session cookie (Payload's `csrf` list): always the
 * site's own, so a cross-site form post carrying the cookie is refused. Without SERVER_URL the
 * local server answers at localhost and 127.0.0.1.
 */
export function csrfOrigins(): string[] {
  const origins = new Set([new URL(serverUrl()).origin])
  if (!process.env.SERVER_URL && !process.env.NEXT_PUBLIC_SERVER_URL) {
    const port = process.env.PORT || 3000
    origins.add(`http://localhost:${port}`)
    origins.add(`http://127.0.0.1:${port}`)
  }
  return [...origins]
}

export interface ConfigOptions {
  /** Defaults to DATABASE_URL, then the SQLite file in data/. Tests pass their own. */
  databaseUrl?: string
}

/** The whole Payload config; tests build it with their own database. */
export function createConfig({ databaseUrl }: ConfigOptions = {}): Config {
  const smtpUrl = process.env.SMTP_URL
  return {
    serverURL: process.env.SERVER_URL || undefined,
    secret: process.env.PAYLOAD_SECRET || '',
    telemetry: false,
    csrf: csrfOrigins(),
    // Bad input to the REST API (`/api/posts/abc`, `?where=notjson`) is a 400 or 404, not a 500.
    hooks: { afterError: [badInputAsClientError] },
    // A query the client got wrong is logged in one line, not as a server error with its stack.
    loggingLevels: { QueryError: 'info' },
    admin: {
      user: Users.slug,
      // No Gravatar request: the admin's avatar is drawn locally.
      avatar: 'default',
      importMap: { baseDir: path.resolve(dirname) },
      meta: { titleSuffix: ' · Sakhli' },
      // Every date an editor types or reads (events, countdowns, post dates, the scheduled-publish
      // drawer) is Tbilisi's wall clock, whatever the browser's zone: the date fields say
      // `timezone: true` and store the zone beside the instant (`<name>_tz`).
      timezones: {
        supportedTimezones: [{ label: 'Tbilisi (UTC+04:00)', value: SITE_TIME_ZONE }],
        defaultTimezone: SITE_TIME_ZONE,
      },
      livePreview: {
        breakpoints: [
          { label: 'Mobile', name: 'mobile', width: 390, height: 844 },
          { label: 'Tablet', name: 'tablet', width: 820, height: 1180 },
          { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
        ],
      },
    },
    // The admin speaks English (Payload has no Georgian admin translation); content is ka/en.
    i18n: { supportedLanguages: { en }, fallbackLanguage: 'en' },
    localization: {
      locales: locales.map((code) => ({ code, label: code === 'ka' ? 'ქართული' : 'English' })),
      defaultLocale,
      fallback: true,
    },
    // Every page block, once; collections name theirs by slug (src/fields/page-layout.ts). Copies:
    // Payload marks a block it has sanitized and skips it in the next config built in this process.
    blocks: pageBlocks.map((block) => ({ ...block })),
    collections: [
      Pages,
      Posts,
      Categories,
      Tags,
      Media,
      ...features.flatMap((feature) => feature.collections ?? []),
      Users,
    ],
    globals: [
      Header,
      Footer,
      SiteSettings,
      ...features.flatMap((feature) => feature.globals ?? []),
    ],
    editor: richTextEditor(),
    // Site search's sync hooks on posts, pages and the features' public collections.
    plugins: [seo(), siteSearch(features)],
    db: databaseAdapter(databaseUrl),
    sharp,
    cors: [serverUrl()],
    email: smtpUrl
      ? nodemailerAdapter({
          defaultFromAddress: process.env.MAIL_FROM_ADDRESS || 'info@sakhli.ge',
          defaultFromName: process.env.MAIL_FROM_NAME || 'Sakhli',
          // Timeouts well under the outbox's claim lifetime (5 min): a send that hangs longer would
          // let another worker claim and send the message again.
          transport: createTransport({
            url: smtpUrl,
            connectionTimeout: 30_000,
            greetingTimeout: 30_000,
            socketTimeout: 60_000,
          }),
          // Unreachable SMTP at start is not fatal: the mail job retries until it is back.
          skipVerify: true,
        })
      : undefined,
    typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
    // Each feature starts what it runs beside the server (the mail worker, for one).
    onInit: async (payload) => {
      // First, before any request: see src/lib/api/harden.ts.
      hardenRestApi(payload.config)
      for (const feature of features) await feature.onInit?.(payload)
      // "Create new" leaves an empty draft behind: see src/collections/untitled-drafts.ts.
      startUntitledDraftSweep(payload)
    },
    // Scheduled publishing runs as a Payload job: the web server checks the queue every minute.
    jobs: {
      // Payload's default for each is "any signed-in user", visitors included: `GET
      // /api/payload-jobs/run` ran the queue for a visitor's token. The server's own runner and the
      // admin's scheduled publishing call the jobs API with access overridden.
      access: {
        run: ({ req }) => isAdminUser(req.user),
        queue: ({ req }) => isEditorUser(req.user),
        cancel: ({ req }) => isEditorUser(req.user),
      },
      autoRun: [{ cron: '* * * * *', queue: 'default', limit: 20 }],
      shouldAutoRun: isWebServer,
    },
  }
}

export default buildConfig(createConfig())
