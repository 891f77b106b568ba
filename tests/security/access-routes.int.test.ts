/**
 * Regressions, "A registered visitor reads every unpublished draft" and "Unlimited preferences":
 * every REST route of every collection and global of the built config, called through Payload's
 * REST handlers with no token, a visitor's, an editor's and an admin's, against the one table of
 * who may do what (`src/access/rest-table.ts`, printed in the README's "Access" section).
 */
import { createConfig } from '@/payload.config'
import { handleEndpoints, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { PAYLOAD_COLLECTIONS } from '@/access/payload-collections'
import { ACCESS_TABLE, ROLES, rowsFor, type Answer, type Role } from '@/access/rest-table'
import { resetRateLimits } from '@/lib/rate-limit'
import { text } from '@/lib/seed-kit/lexical'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const SITE = 'http://localhost:3000'
const DRAFT = 'DRAFT-MARKER'
const PASSWORD = 'a long test password 42'
const VISITOR_PASSWORD = 'gza-mtisken-2026'
const EMAILS = {
  admin: 'admin-access@sakhli.test',
  editor: 'editor-access@sakhli.test',
  editor2: 'editor2-access@sakhli.test',
  visitor: 'visitor-access@example.ge',
  otherVisitor: 'other-visitor-access@example.ge',
}

const richText = (value: string) => ({
  root: {
    type: 'root',
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        version: 1,
        children: [text(value)],
      },
    ],
  },
})

/**
 * Routes whose operation looks the document up before it asks about access: for a document that
 * does not exist they answer 404 to everyone (nothing read or changed).
 */
const LOOKS_UP_FIRST = ['POST /:id/duplicate', 'POST /versions/:id', 'POST /access/:id?']

/** Every route the built config serves, as `[entity, "METHOD /path"]`. */
function servedRoutes(config: SanitizedConfig): [string, string][] {
  const routes: [string, string][] = []
  const add = (entity: string, endpoints: false | { method: string; path: string }[]) => {
    for (const endpoint of endpoints || []) {
      routes.push([entity, `${endpoint.method.toUpperCase()} ${endpoint.path}`])
    }
  }
  for (const collection of config.collections) add(collection.slug, collection.endpoints)
  for (const global of config.globals) add(`globals/${global.slug}`, global.endpoints)
  add('', config.endpoints)
  return routes
}

describe.each(databaseKinds)('REST access by role on %s', (kind) => {
  let t: TestPayload
  const tokens = {} as Record<Role, string | undefined>
  /** A document of each collection the test has one of (reads, duplicates, permissions). */
  const docs: Record<string, number> = {}
  const ids = {} as Record<
    | 'admin'
    | 'editor'
    | 'editor2'
    | 'visitor'
    | 'otherVisitor'
    | 'page'
    | 'draftPage'
    | 'scratchPage'
    | 'post'
    | 'tag'
    | 'lock'
    | 'preference'
    | 'draftVersion'
    | 'scratchVersion'
    | 'postDraftVersion'
    | 'postFirstVersion'
    | 'propertyVersion'
    | 'portfolioVersion'
    | 'menuVersion'
    | 'popupVersion',
    number
  >

  async function api(
    method: string,
    path: string,
    token?: string,
    body?: unknown,
  ): Promise<{ status: number; text: string }> {
    // Every locale, so a draft title in either language would show.
    if (method === 'GET') path += `${path.includes('?') ? '&' : '?'}locale=all`
    const request = new Request(`${SITE}/api${path}`, {
      method,
      headers: {
        'x-forwarded-for': '198.51.100.34',
        ...(token ? { authorization: `JWT ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    })
    const response = await handleEndpoints({
      config: t.payload.config,
      request,
      payloadInstanceCacheKey: t.key,
    })
    return { status: response.status, text: await response.text() }
  }

  const login = async (collection: 'users' | 'visitors', email: string, password: string) =>
    (await t.payload.login({ collection, data: { email, password } })).token!

  beforeAll(async () => {
    vi.stubEnv('REDIS_URL', '')
    await resetRateLimits()
    t = await startPayload(kind)
    const p = t.payload
    const ctx = { disableRevalidate: true }
    const user = (email: string, role: 'admin' | 'editor') =>
      p.create({ collection: 'users', data: { email, password: PASSWORD, name: role, role } })
    ids.admin = (await user(EMAILS.admin, 'admin')).id
    ids.editor = (await user(EMAILS.editor, 'editor')).id
    const editor2 = await user(EMAILS.editor2, 'editor')
    ids.editor2 = editor2.id
    const visitor = (email: string) =>
      p.create({
        collection: 'visitors',
        data: {
          email,
          password: VISITOR_PASSWORD,
          nickname: email,
          locale: 'ka',
          verified: true,
          consentAt: new Date().toISOString(),
        },
      })
    ids.visitor = (await visitor(EMAILS.visitor)).id
    ids.otherVisitor = (await visitor(EMAILS.otherVisitor)).id

    // A published page with a newer draft, a page that was never published, a post likewise.
    const page = await p.create({
      collection: 'pages',
      locale: 'en',
      context: ctx,
      data: { title: 'Published page', slug: 'access-page', _status: 'published' },
    })
    ids.page = page.id
    await p.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      draft: true,
      context: ctx,
      data: { title: `${DRAFT} of a published page`, _status: 'draft' },
    })
    ids.draftPage = (
      await p.create({
        collection: 'pages',
        locale: 'en',
        draft: true,
        context: ctx,
        data: { title: `${DRAFT} page never published`, slug: 'access-draft', _status: 'draft' },
      })
    ).id
    ids.scratchPage = (
      await p.create({
        collection: 'pages',
        locale: 'en',
        context: ctx,
        data: { title: 'Scratch page', slug: 'access-scratch', _status: 'published' },
      })
    ).id
    const post = await p.create({
      collection: 'posts',
      locale: 'en',
      context: ctx,
      data: {
        title: 'Published post',
        slug: 'access-post',
        content: richText('Published text'),
        _status: 'published',
      },
    })
    ids.post = post.id
    await p.update({
      collection: 'posts',
      id: post.id,
      locale: 'en',
      draft: true,
      context: ctx,
      data: { title: `${DRAFT} of a post`, content: richText(`${DRAFT} text`), _status: 'draft' },
    })
    const versionOf = async (
      collection: 'pages' | 'posts' | 'properties' | 'portfolio' | 'menus' | 'popups',
      id: number,
      status: 'draft' | 'published',
    ) =>
      (
        await p.findVersions({
          collection,
          where: { parent: { equals: id }, 'version._status': { equals: status } },
          sort: '-updatedAt',
          limit: 1,
        })
      ).docs[0]!.id as unknown as number
    ids.draftVersion = await versionOf('pages', page.id, 'draft')
    ids.scratchVersion = await versionOf('pages', ids.scratchPage, 'published')
    ids.postDraftVersion = await versionOf('posts', post.id, 'draft')
    ids.postFirstVersion = await versionOf('posts', post.id, 'published')
    ids.tag = (
      await p.create({ collection: 'tags', context: ctx, data: { title: 'Tag', slug: 'tag' } })
    ).id
    ids.lock = (
      await p.create({
        collection: 'payload-locked-documents',
        data: {
          document: { relationTo: 'pages', value: page.id },
          user: { relationTo: 'users', value: ids.editor },
        },
      })
    ).id
    ids.preference = (
      await p.create({
        collection: 'payload-preferences',
        // Payload sets the owner from the request's user.
        user: { ...editor2, collection: 'users' },
        data: {
          key: 'columns',
          value: { note: 'EDITOR-PREFERENCE' },
          user: { relationTo: 'users', value: ids.editor2 },
        },
      })
    ).id

    for (const [collection, data] of [
      ['categories', { title: 'Category', slug: 'category' }],
      ['event-categories', { title: 'Seminars', slug: 'seminars' }],
      ['property-types', { title: 'Flat', slug: 'flat' }],
      ['property-districts', { title: 'Vake', slug: 'vake', city: 'tbilisi' }],
      ['portfolio-categories', { title: 'Renovations', slug: 'renovations' }],
      ['widget-areas', { title: 'Area' }],
      ['forms', { title: 'Form' }],
      ['newsletter-lists', { title: 'List' }],
    ] as const) {
      docs[collection] = (await p.create({ collection, context: ctx, data: data as never })).id
    }
    // Listings have drafts: a published one for the reads (anonymous and visitors see it).
    docs.properties = (
      await p.create({
        collection: 'properties',
        context: ctx,
        data: {
          title: 'Listing',
          slug: 'listing',
          dealType: 'sale',
          district: docs['property-districts'],
          propertyType: docs['property-types'],
          priceGel: 100_000,
          _status: 'published',
        } as never,
      })
    ).id
    ids.propertyVersion = await versionOf('properties', docs.properties, 'published')
    // Portfolio projects have drafts too: a published one for the reads.
    docs.portfolio = (
      await p.create({
        collection: 'portfolio',
        context: ctx,
        data: {
          title: 'Project',
          slug: 'project',
          categories: [docs['portfolio-categories']],
          _status: 'published',
        } as never,
      })
    ).id
    ids.portfolioVersion = await versionOf('portfolio', docs.portfolio, 'published')
    // Menus have drafts too: a published one for the reads.
    docs.menus = (
      await p.create({
        collection: 'menus',
        context: ctx,
        data: { title: 'Menu', slug: 'menu', _status: 'published' },
      })
    ).id
    ids.menuVersion = await versionOf('menus', docs.menus, 'published')
    // Popups have drafts too: a published one for the reads.
    docs.popups = (
      await p.create({
        collection: 'popups',
        context: ctx,
        data: { title: 'Popup', languages: ['en'], _status: 'published' },
      })
    ).id
    ids.popupVersion = await versionOf('popups', docs.popups, 'published')
    Object.assign(docs, {
      pages: ids.scratchPage,
      posts: ids.post,
      tags: ids.tag,
      users: ids.admin,
      visitors: ids.otherVisitor,
      'payload-locked-documents': ids.lock,
      'payload-preferences': ids.preference,
    })

    tokens.anonymous = undefined
    tokens.visitor = await login('visitors', EMAILS.visitor, VISITOR_PASSWORD)
    tokens.editor = await login('users', EMAILS.editor, PASSWORD)
    tokens.admin = await login('users', EMAILS.admin, PASSWORD)
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await resetRateLimits()
    await t?.cleanup()
  })

  /** What a caller's answer must never hold, where the table says "own" or "published". */
  const foreign: Record<Role, string[]> = {
    anonymous: [],
    visitor: [EMAILS.otherVisitor],
    editor: [EMAILS.admin, EMAILS.editor2, 'EDITOR-PREFERENCE'],
    admin: ['EDITOR-PREFERENCE'],
  }

  /** The request for one route: its path with ids filled in, and a body for writes. */
  function requestFor(
    entity: string,
    route: string,
    role: Role,
  ): { method: string; path: string; body?: unknown } {
    const [method, pattern] = route.split(' ') as [string, string]
    // Updates and deletes go to a document that does not exist (access is decided first); reads,
    // copies and permissions to one that does (the published page with a newer draft for reads).
    const existing = method === 'GET' || LOOKS_UP_FIRST.includes(route)
    let id = existing ? (docs[entity] ?? 999_999) : 999_999
    if (method === 'GET' && entity === 'pages') id = ids.page
    if (pattern.startsWith('/versions/')) {
      // Reads ask for a draft; a restore brings back a published version (of a scratch page).
      if (entity === 'pages') id = method === 'GET' ? ids.draftVersion : ids.scratchVersion
      else if (entity === 'posts')
        id = method === 'GET' ? ids.postDraftVersion : ids.postFirstVersion
      else if (entity === 'properties') id = ids.propertyVersion
      else if (entity === 'portfolio') id = ids.portfolioVersion
      else if (entity === 'menus') id = ids.menuVersion
      else if (entity === 'popups') id = ids.popupVersion
      else id = 999_999
    }
    let path = pattern
      .replace(':id?', String(id))
      .replace(':id', String(id))
      .replace(':key', 'columns')
      .replace(':filename', 'missing.png')
    // Bulk writes name their documents; a missing `where` is refused before access is.
    if ((method === 'PATCH' || method === 'DELETE') && pattern === '/') {
      path += '?where[id][equals]=999999'
    }
    const base = entity === '' ? '' : `/${entity}`
    let body: unknown = method === 'GET' ? undefined : {}
    if (pattern.startsWith('/plugin-seo/')) {
      body = { collectionSlug: 'pages', id: ids.page, doc: { title: 'x' }, locale: 'en' }
    }
    // Past the per-e-mail limit, each role asks for a different address.
    if (entity === 'visitors' && pattern === '/forgot-password') body = { email: `${role}@x.ge` }
    if (entity === 'payload-preferences' && pattern === '/:key' && method === 'POST') {
      body = { value: { note: 'set through the API' } }
    }
    return { method, path: `${base}${path === '/' ? '' : path}`, body }
  }

  /** Why an answer does not match the table, or null. */
  function mismatch(
    answer: Answer,
    role: Role,
    status: number,
    body: string,
    route: string,
    entity: string,
  ): string | null {
    if (status >= 500) return `a ${status}`
    const denied = status === 401 || status === 403
    const notRouted = status === 404 && body.includes('Route not found')
    // A document that does not exist is looked up before access is asked: 404 to anyone.
    if (status === 404 && LOOKS_UP_FIRST.includes(route) && !(entity in docs)) return null
    switch (answer) {
      case 'no':
        return denied ? null : `${status}, not 401/403`
      case 'with token':
      case 'first user':
      case 'refused':
        return status === 403 ? null : `${status}, not 403`
      case 'yes':
      case 'own':
      case 'published': {
        if (notRouted) return `${status}: ${body.slice(0, 120)}`
        // "Own": someone else's record (the test's ids are never the caller's) may be refused.
        if (denied && !(answer === 'own' && !route.startsWith('GET /') && route !== 'GET /'))
          return `${status}: ${body.slice(0, 120)}`
        if (answer === 'published') {
          if (route.startsWith('GET') && status !== 200) return `${status}, not 200`
          if (body.includes(DRAFT)) return 'a draft in the answer'
        }
        if (answer === 'own') {
          const leaked = foreign[role].find((marker) => body.includes(marker))
          if (leaked) return `someone else's ${leaked}`
        }
        return null
      }
    }
  }

  it('every route of every collection and global answers each role as the README’s access table says', async () => {
    const problems: string[] = []
    const routes = servedRoutes(t.payload.config)
    for (const [entity, route] of routes) {
      const rows = rowsFor(entity, route)
      if (rows.length !== 1) {
        problems.push(`${entity} ${route}: ${rows.length} rows of the table`)
        continue
      }
      for (const role of ROLES) {
        const { method, path, body } = requestFor(entity, route, role)
        // Logging out and refreshing end or replace a session: each with a session of its own.
        let token = tokens[role]
        if (token && /\/(logout|refresh-token)$/.test(route)) {
          token =
            role === 'visitor'
              ? await login('visitors', EMAILS.visitor, VISITOR_PASSWORD)
              : await login('users', role === 'admin' ? EMAILS.admin : EMAILS.editor, PASSWORD)
        }
        const answer = rows[0]!.answers[role]
        const reads = method === 'GET' && answer === 'published' ? ['', '?draft=true'] : ['']
        for (const query of reads) {
          const separator = path.includes('?') ? '&' : ''
          const url = query ? `${path}${separator || '?'}${query.slice(1)}` : path
          const result = await api(method, url, token, body)
          const problem = mismatch(answer, role, result.status, result.text, route, entity)
          if (problem) problems.push(`${role} ${method} /api${url} (${answer}): ${problem}`)
        }
      }
    }
    // Each row names only routes that exist: the table cannot drift from the config.
    const served = new Set(routes.map(([entity, route]) => `${entity} ${route}`))
    for (const row of ACCESS_TABLE) {
      for (const entity of row.of.filter((e) => e !== '*')) {
        for (const route of row.routes) {
          if (!served.has(`${entity} ${route}`))
            problems.push(`table: ${entity} ${route} is not served`)
        }
      }
    }
    expect(problems).toEqual([])
  }, 300_000)

  it('a visitor’s token reads no draft version', async () => {
    for (const collection of ['pages', 'posts']) {
      for (const path of [
        `/${collection}/versions?where[version._status][equals]=draft`,
        `/${collection}/versions`,
        `/${collection}/versions/${ids.draftVersion}`,
      ]) {
        const visitor = await api('GET', path, tokens.visitor)
        expect(visitor.status, path).toBe(403)
        expect(visitor.text).not.toContain(DRAFT)
      }
      const list = await api('GET', `/${collection}?draft=true&limit=100`, tokens.visitor)
      expect(list.status).toBe(200)
      expect(list.text).not.toContain(DRAFT)
    }
    const single = await api('GET', `/pages/${ids.draftPage}?draft=true`, tokens.visitor)
    expect(single.status).toBe(404)
    // Editors still read them, as the admin does.
    const editor = await api(
      'GET',
      '/pages/versions?where[version._status][equals]=draft',
      tokens.editor,
    )
    expect(editor.status).toBe(200)
    expect(editor.text).toContain(DRAFT)
  })

  it('unlimited preferences: a visitor’s token stores none, preferences are for editors only', async () => {
    const big = { columns: 'x'.repeat(60_000) }
    for (const role of ['anonymous', 'visitor'] as const) {
      for (let i = 0; i < 3; i++) {
        const write = await api('POST', `/payload-preferences/key-${role}-${i}`, tokens[role], {
          value: big,
        })
        expect([401, 403], `${role} POST`).toContain(write.status)
      }
      const create = await api('POST', '/payload-preferences', tokens[role], {
        key: 'x',
        value: big,
      })
      expect([401, 403]).toContain(create.status)
      expect([401, 403]).toContain(
        (await api('GET', '/payload-preferences/columns', tokens[role])).status,
      )
      expect([401, 403]).toContain((await api('GET', '/payload-preferences', tokens[role])).status)
    }
    const visitorKeys = await t.payload.count({
      collection: 'payload-preferences',
      where: { 'user.relationTo': { equals: 'visitors' } },
    })
    expect(visitorKeys.totalDocs).toBe(0)
    // An editor keeps their own, and reads no one else's.
    const set = await api('POST', '/payload-preferences/nav', tokens.editor, { value: { open: 1 } })
    expect(set.status).toBe(200)
    const got = await api('GET', '/payload-preferences/nav', tokens.editor)
    expect(JSON.parse(got.text)).toMatchObject({ key: 'nav', value: { open: 1 } })
    const all = await api('GET', '/payload-preferences?limit=100', tokens.editor)
    expect(all.text).not.toContain('EDITOR-PREFERENCE')
    // Deleting a key they never set is a 404 (Payload's SQL adapter failed on it: a 500).
    expect((await api('DELETE', '/payload-preferences/never-set', tokens.editor)).status).toBe(404)
    expect((await api('DELETE', '/payload-preferences/nav', tokens.editor)).status).toBe(200)
  })

  it('locked documents are for editors only', async () => {
    for (const role of ['anonymous', 'visitor'] as const) {
      const list = await api('GET', '/payload-locked-documents', tokens[role])
      expect(list.status, role).toBe(403)
      const take = await api('PATCH', `/payload-locked-documents/${ids.lock}`, tokens[role], {
        user: { relationTo: 'visitors', value: ids.visitor },
      })
      expect(take.status, role).toBe(403)
    }
    const editor = await api('GET', '/payload-locked-documents', tokens.editor)
    expect(editor.status).toBe(200)
    const locks = JSON.parse(editor.text) as { docs: { id: number }[] }
    expect(locks.docs.map((lock) => lock.id)).toContain(ids.lock)
  })

  it('the job queue runs for an admin only', async () => {
    for (const role of ['anonymous', 'visitor', 'editor'] as const) {
      expect((await api('GET', '/payload-jobs/run', tokens[role])).status, role).toBe(401)
    }
  })

  it('every access operation of every collection and global says who it admits', () => {
    const config = createConfig({ databaseUrl: 'file:/tmp/never-opened.db' })
    const missing: string[] = []
    for (const collection of config.collections ?? []) {
      const operations = ['read', 'readVersions', 'create', 'update', 'delete']
      if (collection.auth) operations.push('admin', 'unlock')
      for (const operation of operations) {
        if (!collection.access?.[operation as keyof typeof collection.access]) {
          missing.push(`${collection.slug}.${operation}`)
        }
      }
    }
    for (const global of config.globals ?? []) {
      for (const operation of ['read', 'readVersions', 'update'] as const) {
        if (!global.access?.[operation]) missing.push(`globals/${global.slug}.${operation}`)
      }
    }
    expect(missing).toEqual([])
    // Payload's own collections each have a rule (an unknown one stops the start).
    const payloadOwn = t.payload.config.collections
      .map((c) => c.slug)
      .filter((slug) => slug.startsWith('payload-'))
    expect(payloadOwn.every((slug) => PAYLOAD_COLLECTIONS.includes(slug))).toBe(true)
    expect(t.payload.config.jobs.access).toMatchObject({
      run: expect.any(Function),
      queue: expect.any(Function),
      cancel: expect.any(Function),
    })
  })

  it('routes a configuration turns off are not served, and /api/payload-migrations shows no address', async () => {
    const routes = new Set(servedRoutes(t.payload.config).map(([e, r]) => `${e} ${r}`))
    for (const route of [
      'tags GET /versions',
      'globals/site-settings GET /versions',
      'visitors POST /first-register',
      'visitors GET /init',
      'users POST /unlock',
      'users POST /verify/:id',
      'media GET /paste-url/:id?',
      'payload-jobs GET /handle-schedules',
    ]) {
      expect(routes.has(route), route).toBe(false)
    }
    for (const role of ROLES) {
      for (const path of ['/payload-migrations', '/payload-migrations/1', '/tags/versions/1']) {
        const answer = await api('GET', path, tokens[role])
        expect(answer.status, `${role} ${path}`).toBe(404)
        expect(answer.text).not.toMatch(/localhost|127\.0\.0\.1|0\.0\.0\.0|:3000/)
      }
    }
  })
})
