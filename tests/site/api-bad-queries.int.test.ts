/**
 * Regression, "5xx on bad input": `GET /api/tags?where[title][near]=1,2` and
 * `GET /api/posts?where[id][equals][0]=1&where[id][equals][1]=2` gave 500 on about ten public
 * collections, `GET /api/payload-migrations` a 501 showing the address the server binds to. Every
 * collection, both databases, anonymous and as an editor (who reaches every collection's query):
 * a clear 4xx, with neither an address nor a stack in the answer.
 */
import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

/** The two queries of the finding, and their kin. */
const BAD_QUERIES = [
  'where[title][near]=1,2',
  'where[id][equals][0]=1&where[id][equals][1]=2',
  'where[title][within]=1',
  'where[title][intersects]=1',
  'where[id][all]=1,2',
  'where[title][like][0]=a',
  'where[title][not_like][a]=b',
  'where[title][equals][a]=b',
  'where[id][in][a]=1',
  'where[createdAt][greater_than][0]=1',
  'where[title][exists][0]=true',
  'where[title][nope]=1',
  'where[title]=plain',
  'where[or]=1',
  'where[and][0]=1',
  'where[or][0][title][near]=1,2',
  'where[slug][contains][0]=a&where[slug][contains][1]=b',
]
/** Answers never show where the server runs nor how it failed. */
const LEAK = /localhost|127\.0\.0\.1|0\.0\.0\.0|:3000|\bat [\w.<>]+ \(|node_modules/

describe.each(databaseKinds)('5xx on bad input: bad queries to the REST API on %s', (kind) => {
  let t: TestPayload
  let editorToken: string

  async function get(path: string, token?: string) {
    const response = await handleEndpoints({
      config: t.payload.config,
      payloadInstanceCacheKey: t.key,
      request: new Request(`http://localhost:3000/api${path}`, {
        headers: token ? { authorization: `JWT ${token}` } : {},
      }),
    })
    return { status: response.status, text: await response.text() }
  }

  beforeAll(async () => {
    t = await startPayload(kind)
    await t.payload.create({
      collection: 'users',
      data: {
        email: 'editor-q@sakhli.test',
        password: 'editor password 42',
        name: 'E',
        role: 'editor',
      },
    })
    editorToken = (
      await t.payload.login({
        collection: 'users',
        data: { email: 'editor-q@sakhli.test', password: 'editor password 42' },
      })
    ).token!
    await t.payload.create({
      collection: 'tags',
      context: { disableRevalidate: true },
      data: { title: 'Batumi', slug: 'batumi' },
    })
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('a where the database cannot run is a 400 on every collection, never a 5xx', async () => {
    const wrong: string[] = []
    for (const collection of t.payload.config.collections.map((c) => c.slug)) {
      if (collection === 'payload-migrations') continue
      for (const query of BAD_QUERIES) {
        for (const token of [undefined, editorToken]) {
          const path = `/${collection}?${query}`
          const answer = await get(path, token)
          const who = token ? 'editor' : 'anonymous'
          // Closed collections may refuse the caller first (403): that is a 4xx as well.
          const expected = answer.status === 400 || (answer.status === 403 && !token)
          if (!expected || LEAK.test(answer.text)) {
            wrong.push(`${who} ${path}: ${answer.status} ${answer.text.slice(0, 100)}`)
          }
        }
      }
    }
    expect(wrong).toEqual([])
    const near = await get('/tags?where[title][near]=1,2')
    expect(JSON.parse(near.text)).toMatchObject({
      errors: [
        {
          name: 'QueryError',
          data: [{ path: 'title' }],
          message:
            'The query is not valid: where[title][near]: "near" only applies to a point field.',
        },
      ],
    })
  })

  it('queries the database can run still run', async () => {
    for (const query of [
      'where[title][like]=bat',
      'where[title][equals]=Batumi',
      'where[id][in]=1,2',
      'where[id][in][0]=1&where[id][in][1]=2',
      'where[id][not_equals]=5',
      'where[or][0][slug][equals]=batumi&where[or][1][title][contains]=x',
      'where[createdAt][greater_than]=2020-01-01',
      'where[title][exists]=true',
    ]) {
      const answer = await get(`/tags?${query}`)
      expect(answer.status, query).toBe(200)
      expect(JSON.parse(answer.text).totalDocs, query).toBeGreaterThanOrEqual(0)
    }
    expect(JSON.parse((await get('/tags?where[id][in]=1,2')).text).totalDocs).toBe(1)
  })

  it('GET /api/payload-migrations is a 404 that shows no address', async () => {
    for (const token of [undefined, editorToken]) {
      for (const path of ['/payload-migrations', '/payload-migrations/1']) {
        const answer = await get(path, token)
        expect(answer.status, path).toBe(404)
        expect(answer.text).not.toMatch(LEAK)
      }
    }
  })
})
