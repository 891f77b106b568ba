/**
 * Who may call which REST route: the one table `tests/security/access-routes.int.test.ts` calls
 * every route of the built config against (each route must fall under exactly one row) and the
 * README's "Access" section prints (`accessTableMarkdown`, compared by a test). Routes are written
 * as Payload declares them, relative to `/api/{collection}` or `/api/globals/{global}`.
 */

export const ROLES = ['anonymous', 'visitor', 'editor', 'admin'] as const
export type Role = (typeof ROLES)[number]

/**
 * What a role gets:
 * - `yes`: the route runs (a write may still be refused as invalid input or an unknown id);
 * - `no`: 401 or 403, nothing read or changed;
 * - `published`: reads published documents only, never a draft;
 * - `own`: their own record(s) only;
 * - `with token`: only with the mailed token (403 without one);
 * - `first user`: only while there is no user at all (403 afterwards);
 * - `refused`: 403 for everyone (the site offers it another way).
 */
export type Answer = 'yes' | 'no' | 'published' | 'own' | 'with token' | 'first user' | 'refused'

export interface AccessRow {
  /** Collection slugs, `*` for every collection, `globals/{slug}`, or `` for the API's root. */
  of: string[]
  /** `METHOD /path` as Payload declares the route. */
  routes: string[]
  answers: Record<Role, Answer>
}

const READ = ['GET /', 'GET /:id', 'GET /count']
const WRITE = ['POST /', 'PATCH /', 'PATCH /:id', 'DELETE /', 'DELETE /:id', 'POST /:id/duplicate']

const editors: Record<Role, Answer> = {
  anonymous: 'no',
  visitor: 'no',
  editor: 'yes',
  admin: 'yes',
}
const everyone: Record<Role, Answer> = {
  anonymous: 'yes',
  visitor: 'yes',
  editor: 'yes',
  admin: 'yes',
}
const nobody: Record<Role, Answer> = { anonymous: 'no', visitor: 'no', editor: 'no', admin: 'no' }

export const DRAFTABLE = ['pages', 'posts', 'properties', 'portfolio', 'menus', 'popups']
export const PUBLIC = [
  'categories',
  'tags',
  'media',
  'event-categories',
  'events',
  'property-districts',
  'property-types',
  'portfolio-categories',
  'widget-areas',
]
/** Made by the site's services (a submission, a seat, a sign-up, an uploaded file, a mail). */
const SERVICE_MADE = [
  'form-submissions',
  'event-members',
  'subscribers',
  'submission-files',
  'mail-outbox',
]
export const EDITORIAL = ['forms', 'newsletter-lists', ...SERVICE_MADE]
export const GLOBALS = [
  'globals/header',
  'globals/footer',
  'globals/site-settings',
  'globals/market-rates',
]

export const ACCESS_TABLE: AccessRow[] = [
  {
    of: DRAFTABLE,
    routes: READ,
    answers: { anonymous: 'published', visitor: 'published', editor: 'yes', admin: 'yes' },
  },
  {
    of: DRAFTABLE,
    routes: ['GET /versions', 'GET /versions/:id', 'POST /versions/:id'],
    answers: editors,
  },
  { of: DRAFTABLE, routes: WRITE, answers: editors },
  { of: [...PUBLIC, ...GLOBALS], routes: ['GET /'], answers: everyone },
  { of: PUBLIC, routes: ['GET /:id', 'GET /count'], answers: everyone },
  { of: ['media'], routes: ['GET /file/:filename'], answers: everyone },
  { of: PUBLIC, routes: WRITE, answers: editors },
  // The caller's own permissions on a document (what the admin shows as editable), never its data.
  { of: ['*'], routes: ['POST /access/:id?'], answers: everyone },
  { of: EDITORIAL, routes: [...READ, 'DELETE /', 'DELETE /:id'], answers: editors },
  {
    of: ['forms', 'newsletter-lists'],
    routes: ['POST /', 'PATCH /', 'PATCH /:id', 'POST /:id/duplicate'],
    answers: editors,
  },
  {
    of: ['form-submissions', 'event-members', 'subscribers'],
    routes: ['PATCH /', 'PATCH /:id'],
    answers: editors,
  },
  { of: SERVICE_MADE, routes: ['POST /', 'POST /:id/duplicate'], answers: nobody },
  { of: ['submission-files', 'mail-outbox'], routes: ['PATCH /', 'PATCH /:id'], answers: nobody },
  {
    of: ['form-submissions', 'event-members', 'subscribers'],
    routes: ['GET /export.csv'],
    answers: editors,
  },
  { of: ['form-submissions'], routes: ['POST /:id/not-spam'], answers: editors },
  // Site search's index and the market history: their features' hooks write them; editors may
  // look at them.
  { of: ['search-index', 'market-history'], routes: READ, answers: editors },
  { of: ['search-index', 'market-history'], routes: WRITE, answers: nobody },
  { of: ['submission-files'], routes: ['GET /file/:filename'], answers: editors },
  // Popups' counts: the beacon adds to them (anyone, rate limited); editors read them.
  { of: ['popups'], routes: ['POST /beacon'], answers: everyone },
  { of: ['popup-stats'], routes: READ, answers: editors },
  { of: ['popup-stats'], routes: WRITE, answers: nobody },
  {
    of: ['users'],
    routes: [...READ, 'PATCH /', 'PATCH /:id'],
    answers: { anonymous: 'no', visitor: 'no', editor: 'own', admin: 'yes' },
  },
  {
    of: ['users'],
    routes: ['POST /', 'DELETE /', 'DELETE /:id'],
    answers: { anonymous: 'no', visitor: 'no', editor: 'no', admin: 'yes' },
  },
  { of: ['users', 'visitors'], routes: ['POST /login', 'GET /me'], answers: everyone },
  { of: ['users'], routes: ['GET /init', 'POST /forgot-password'], answers: everyone },
  {
    of: ['users'],
    routes: ['POST /reset-password'],
    answers: {
      anonymous: 'with token',
      visitor: 'with token',
      editor: 'with token',
      admin: 'with token',
    },
  },
  {
    of: ['users'],
    routes: ['POST /first-register'],
    answers: {
      anonymous: 'first user',
      visitor: 'first user',
      editor: 'first user',
      admin: 'first user',
    },
  },
  // A session of the route's own collection (no session: nothing to end or renew).
  {
    of: ['users'],
    routes: ['POST /logout'],
    answers: { anonymous: 'yes', visitor: 'no', editor: 'yes', admin: 'yes' },
  },
  { of: ['users'], routes: ['POST /refresh-token'], answers: editors },
  {
    of: ['visitors'],
    routes: [...READ, 'DELETE /', 'DELETE /:id'],
    answers: { anonymous: 'no', visitor: 'own', editor: 'yes', admin: 'yes' },
  },
  { of: ['visitors'], routes: ['PATCH /', 'PATCH /:id'], answers: editors },
  { of: ['visitors'], routes: ['POST /'], answers: nobody },
  {
    of: ['visitors'],
    routes: ['POST /logout'],
    answers: { anonymous: 'yes', visitor: 'yes', editor: 'no', admin: 'no' },
  },
  {
    of: ['visitors'],
    routes: ['POST /refresh-token'],
    answers: { anonymous: 'no', visitor: 'yes', editor: 'no', admin: 'no' },
  },
  {
    of: ['visitors'],
    routes: ['POST /forgot-password', 'POST /reset-password'],
    answers: { anonymous: 'refused', visitor: 'refused', editor: 'refused', admin: 'refused' },
  },
  {
    of: ['payload-preferences'],
    routes: [
      'GET /:key',
      'POST /:key',
      'DELETE /:key',
      'GET /',
      'GET /:id',
      'GET /count',
      'POST /',
      'PATCH /',
      'PATCH /:id',
      'DELETE /',
      'DELETE /:id',
      'POST /:id/duplicate',
    ],
    answers: { anonymous: 'no', visitor: 'no', editor: 'own', admin: 'own' },
  },
  {
    of: ['payload-locked-documents'],
    routes: [...READ, ...WRITE],
    answers: editors,
  },
  { of: ['payload-jobs', 'payload-kv'], routes: [...READ, ...WRITE], answers: nobody },
  {
    of: ['payload-jobs'],
    routes: ['GET /run'],
    answers: { anonymous: 'no', visitor: 'no', editor: 'no', admin: 'yes' },
  },
  { of: GLOBALS, routes: ['POST /'], answers: editors },
  { of: GLOBALS, routes: ['POST /access'], answers: everyone },
  { of: [''], routes: ['GET /access'], answers: everyone },
  {
    of: [''],
    routes: [
      'POST /plugin-seo/generate-title',
      'POST /plugin-seo/generate-description',
      'POST /plugin-seo/generate-url',
      'POST /plugin-seo/generate-image',
    ],
    answers: editors,
  },
]

/**
 * Routes Payload declares that this site does not serve (404), because the configuration turns
 * them off (`src/lib/api/routes.ts`).
 */
export const NOT_SERVED: { of: string; routes: string[] }[] = [
  {
    of: 'collections and globals without versions',
    routes: ['GET /versions', 'GET /versions/:id', 'POST /versions/:id'],
  },
  { of: 'visitors', routes: ['GET /init', 'POST /first-register'] },
  { of: 'users, visitors', routes: ['POST /unlock', 'POST /verify/:id'] },
  { of: 'media, submission-files', routes: ['GET /paste-url/:id?'] },
  { of: 'payload-jobs', routes: ['GET /handle-schedules'] },
  { of: 'payload-migrations', routes: [] },
]

/** The row a route of an entity falls under (several or none is a mistake the test reports). */
export function rowsFor(entity: string, route: string): AccessRow[] {
  const isCollection = entity !== '' && !entity.startsWith('globals/')
  return ACCESS_TABLE.filter(
    (row) =>
      (row.of.includes(entity) || (isCollection && row.of.includes('*'))) &&
      row.routes.includes(route),
  )
}

function describeOf(of: string[]): string {
  const groups: [string, string[]][] = [
    ['pages, posts, properties, portfolio, menus, popups', DRAFTABLE],
    ['public collections¹', PUBLIC],
    ['editors’ collections²', EDITORIAL],
    ['globals³', GLOBALS],
  ]
  const parts: string[] = []
  let rest = [...of]
  for (const [name, members] of groups) {
    if (members.every((m) => rest.includes(m))) {
      parts.push(name)
      rest = rest.filter((m) => !members.includes(m))
    }
  }
  const named = rest.map((slug) =>
    slug === '' ? 'API root' : slug === '*' ? 'every collection' : `\`${slug}\``,
  )
  return [...parts, ...named].join(', ')
}

/** The table as the README prints it. */
export function accessTableMarkdown(): string {
  const lines = [
    '| of | routes (under `/api/{collection}`, `/api/globals/{global}`, `/api`) | anonymous | visitor | editor | admin |',
    '|---|---|---|---|---|---|',
  ]
  for (const row of ACCESS_TABLE) {
    const routes = row.routes.map((route) => `\`${route}\``).join(', ')
    const answers = ROLES.map((role) => row.answers[role])
    lines.push(`| ${describeOf(row.of)} | ${routes} | ${answers.join(' | ')} |`)
  }
  lines.push('')
  lines.push(`¹ ${PUBLIC.map((s) => `\`${s}\``).join(', ')}.`)
  lines.push(`² ${EDITORIAL.map((s) => `\`${s}\``).join(', ')}.`)
  lines.push(`³ ${GLOBALS.map((s) => `\`${s.replace('globals/', '')}\``).join(', ')}.`)
  lines.push('')
  lines.push('Not served (404):')
  for (const { of, routes } of NOT_SERVED) {
    const list = routes.length ? routes.map((route) => `\`${route}\``).join(', ') : 'every route'
    lines.push(`- ${of}: ${list}`)
  }
  return lines.join('\n')
}
