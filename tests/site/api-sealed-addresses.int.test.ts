/**
 * Regression, "info@sakhli.ge is published in clear through /api/globals/site-settings while the
 * pages show it sealed": REST answers to anyone but an editor carry an address only in the
 * readable form the pages show; editors (the admin) and the site's own rendering (Local API) get
 * it as stored.
 */
import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { text } from '@/lib/seed-kit/lexical'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const ADDRESS = 'info@sakhli.ge'
const READABLE = 'info [at] sakhli [dot] ge'
/** Any e-mail address, as a harvester's pattern finds one. */
const ANY_ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/

const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

describe.each(databaseKinds)('addresses in REST answers on %s', (kind) => {
  let t: TestPayload
  let visitorToken: string
  let editorToken: string
  let postId: number

  async function get(path: string, token?: string): Promise<{ status: number; text: string }> {
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
    const p = t.payload
    const context = { disableRevalidate: true }
    await p.updateGlobal({
      slug: 'site-settings',
      context,
      data: {
        siteName: 'Sakhli',
        contact: { email: ADDRESS, phone: '+995 32 200 00 00' },
        topBar: [{ icon: 'mail', text: `Write to ${ADDRESS}` }],
      },
    })
    await p.updateGlobal({
      slug: 'footer',
      context,
      data: {
        about: `Questions: ${ADDRESS}`,
        columns: [
          { heading: 'Contact', links: [{ label: 'Mail us', href: `mailto:${ADDRESS}` }] },
        ] as never,
      },
    })
    const post = await p.create({
      collection: 'posts',
      context,
      data: {
        title: 'Contact us',
        slug: 'contact-us',
        _status: 'published',
        content: {
          root: element('root', [
            element('paragraph', [
              text(`Write to ${ADDRESS} or `),
              element('link', [text('press here')], {
                fields: { url: `mailto:${ADDRESS}?subject=Hi`, linkType: 'custom', newTab: false },
              }),
            ]),
          ]),
        } as never,
      },
    })
    postId = post.id
    await p.create({
      collection: 'users',
      data: {
        email: 'editor-seal@sakhli.test',
        password: 'editor password 42',
        name: 'E',
        role: 'editor',
      },
    })
    await p.create({
      collection: 'visitors',
      data: {
        email: 'visitor-seal@example.ge',
        password: 'gza-mtisken-2026',
        nickname: 'v',
        locale: 'ka',
        verified: true,
        consentAt: new Date().toISOString(),
      },
    })
    editorToken = (
      await p.login({
        collection: 'users',
        data: { email: 'editor-seal@sakhli.test', password: 'editor password 42' },
      })
    ).token!
    visitorToken = (
      await p.login({
        collection: 'visitors',
        data: { email: 'visitor-seal@example.ge', password: 'gza-mtisken-2026' },
      })
    ).token!
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('info@sakhli.ge is not published in clear through /api/globals/site-settings', async () => {
    for (const token of [undefined, visitorToken]) {
      const settings = await get('/globals/site-settings', token)
      expect(settings.status).toBe(200)
      expect(settings.text).not.toMatch(ANY_ADDRESS)
      const body = JSON.parse(settings.text)
      expect(body.contact.email).toBe(READABLE)
      expect(body.topBar[0].text).toBe(`Write to ${READABLE}`)
      // What the pages show in clear stays in clear.
      expect(body.contact.phone).toBe('+995 32 200 00 00')
    }
  })

  it('nor through the footer, posts’ rich text and their mailto: links', async () => {
    for (const token of [undefined, visitorToken]) {
      for (const path of [
        '/globals/footer',
        '/globals/header',
        `/posts/${postId}`,
        '/posts?depth=2',
        `/posts?where[slug][equals]=contact-us`,
      ]) {
        const answer = await get(path, token)
        expect(answer.status, path).toBe(200)
        expect(answer.text, path).not.toMatch(ANY_ADDRESS)
      }
    }
    const post = JSON.parse((await get(`/posts/${postId}`)).text)
    expect(JSON.stringify(post.content)).toContain(`mailto:${READABLE}?subject=Hi`)
  })

  it('editors and the site’s own rendering still read the address as stored', async () => {
    const editor = JSON.parse((await get('/globals/site-settings', editorToken)).text)
    expect(editor.contact.email).toBe(ADDRESS)
    const local = await t.payload.findGlobal({ slug: 'site-settings' })
    expect(local.contact?.email).toBe(ADDRESS)
    const asVisitorLocally = await t.payload.find({
      collection: 'posts',
      overrideAccess: false,
      where: { slug: { equals: 'contact-us' } },
    })
    expect(JSON.stringify(asVisitorLocally.docs[0]?.content)).toContain(`mailto:${ADDRESS}`)
  })
})
