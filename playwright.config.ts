import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs'

const port = Number(process.env.E2E_PORT || 3100)
export const e2eAdmin = { email: 'e2e-admin@sakhli.ge', password: 'e2e-password-123' }

/**
 * Specs that change what every page shows or reads (site settings, menus, pages and posts created,
 * edited or deleted, an event's seats, the mail outbox polled for a message, a flood of requests):
 * they run one at a time once the others are done, so the crawlers (sitemap walks, reachability)
 * and the pages' own tests never meet a page halfway through a change.
 */
const serialSpecs = [
  'site/header-styles',
  'menus/menus',
  'popups/popups',
  'lightbox/lightbox',
  'blocks/live-preview',
  'blocks/map-types',
  'site/admin-drafts',
  'site/admin',
  'site/admin-timezone',
  'site/scheduled-publish',
  'contact-forms/deleted-form',
  'security/sessions',
  'security/antispam',
  'security/fuzz',
  'events/journey',
].map((spec) => `**/tests/${spec}.spec.ts`)

/**
 * End-to-end tests against the production server (`npm start` flow: migrate, seed, build, serve)
 * on a fresh SQLite database, in Debian's Chromium (no browser downloads). The specs that only
 * read (or write what is theirs alone: a sign-up, a form sent) run two at a time (a file per
 * worker, its tests in order): the server and the browsers wait on each other more than they
 * compute, so two workers on two cores finish sooner. The rest follow, one at a time.
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  // Screenshots are the page's, whichever project runs the spec: no project name in their paths.
  snapshotPathTemplate:
    '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  projects: [
    { name: 'parallel', testIgnore: serialSpecs },
    { name: 'serial', testMatch: serialSpecs, dependencies: ['parallel'], workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATABASE_URL: `file:${path.resolve('data', 'e2e.db')}`,
      MEDIA_DIR: path.resolve('data', 'e2e-media'),
      FORM_FILES_DIR: path.resolve('data', 'e2e-form-files'),
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      // Routes that throw on purpose, for the error pages' tests (404s everywhere else).
      SAKHLI_TEST_ERRORS: '1',
      // The fuzz suite stands for many visitors behind a proxy: each request its own address.
      TRUST_PROXY: '127.0.0.1',
      // The browser tests send many forms from one address and e-mail within a minute; the
      // limits themselves are tested in tests/security (int) and bench/limits.mjs.
      RATE_LIMIT_CONTACT_FEEDBACK: '1000/60',
      RATE_LIMIT_CONTACT_FEEDBACK_EMAIL: '1000/60',
      RATE_LIMIT_EVENT_JOIN: '1000/60',
      RATE_LIMIT_EVENT_JOIN_EMAIL: '1000/60',
      RATE_LIMIT_REGISTER: '1000/60',
      RATE_LIMIT_REGISTER_EMAIL: '1000/60',
      RATE_LIMIT_NEWSLETTER: '1000/60',
      // Site search's specs search a few dozen times a minute from one address.
      RATE_LIMIT_SEARCH: '1000/60',
    },
  },
})
