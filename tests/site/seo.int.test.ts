import type { Field, Tab } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { generateDescription, generateTitle, generateURL } from '@/fields/seo'
import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const ctx = { disableRevalidate: true }

/** The fields of a collection's tab by label. */
function tabFields(fields: Field[], label: string): Field[] {
  const tabs = fields.find((f): f is Field & { tabs: Tab[] } => f.type === 'tabs')?.tabs ?? []
  return tabs.find((tab) => tab.label === label)?.fields ?? []
}

describe.each(databaseKinds.filter((k) => k === 'sqlite'))('SEO fields on %s', (kind) => {
  let t: TestPayload

  beforeAll(async () => {
    t = await startPayload(kind)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it("gives pages and posts the SEO plugin's fields in an SEO tab", () => {
    for (const slug of ['pages', 'posts'] as const) {
      const fields = t.payload.collections[slug].config.fields
      const meta = tabFields(fields, 'SEO').find((f) => 'name' in f && f.name === 'meta')
      expect(meta?.type).toBe('group')
      const inner = (meta as { fields: Array<Field & { name: string; localized?: boolean }> })
        .fields
      expect(inner.map((f) => f.name)).toEqual([
        'overview',
        'title',
        'description',
        'image',
        'preview',
      ])
      // Stored as before the plugin: title and description per language, one image.
      const byName = Object.fromEntries(inner.map((f) => [f.name, f]))
      expect(byName.title?.localized).toBe(true)
      expect(byName.description?.localized).toBe(true)
      expect(byName.image?.localized).toBeFalsy()
      expect(tabFields(fields, 'Content').some((f) => 'name' in f && f.name === 'title')).toBe(true)
    }
    const paths = t.payload.config.endpoints.map((e) => e.path)
    expect(paths).toContain('/plugin-seo/generate-title')
  })

  it('keeps meta values per language, with one image', async () => {
    const image = await t.payload.create({
      collection: 'media',
      data: { alt: 'სურათი' },
      file: {
        data: Buffer.from(onePixelPng, 'base64'),
        mimetype: 'image/png',
        name: 'x.png',
        size: 68,
      },
      context: ctx,
    })
    const page = await t.payload.create({
      collection: 'pages',
      locale: 'ka',
      data: {
        title: 'გვერდი',
        slug: 'seo-page',
        meta: { title: 'SEO სათაური', description: 'აღწერა', image: image.id },
        _status: 'published',
      },
      context: ctx,
    })
    await t.payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Page', meta: { title: 'SEO title', description: 'Description' } },
      context: ctx,
    })
    const ka = await t.payload.findByID({
      collection: 'pages',
      id: page.id,
      locale: 'ka',
      depth: 0,
    })
    const en = await t.payload.findByID({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      depth: 0,
    })
    expect(ka.meta).toMatchObject({ title: 'SEO სათაური', description: 'აღწერა', image: image.id })
    expect(en.meta).toMatchObject({
      title: 'SEO title',
      description: 'Description',
      image: image.id,
    })
  })

  it('fills the title, description and URL from the document', async () => {
    const posts = t.payload.collections.posts.config
    const pages = t.payload.collections.pages.config
    const args = { req: {} as never, collectionConfig: posts, locale: 'en' }
    const post = { title: 'News', slug: 'a-post', excerpt: 'Short text' }
    expect(await generateTitle({ ...args, doc: post } as never)).toBe('News')
    expect(await generateDescription({ ...args, doc: post } as never)).toBe('Short text')
    expect(await generateURL({ ...args, doc: post } as never)).toMatch(/\/en\/news\/a-post$/)
    const page = { slug: 'about', layout: [{ blockType: 'hero', text: 'Hero text' }] }
    expect(await generateDescription({ ...args, doc: page } as never)).toBe('Hero text')
    expect(
      await generateURL({ ...args, collectionConfig: pages, locale: 'ka', doc: page } as never),
    ).toMatch(/\/about$/)
  })
})

const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
