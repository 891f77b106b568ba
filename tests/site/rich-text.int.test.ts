import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RichText } from '@/components/RichText'
import { linkableCollections } from '@/fields/rich-text'
import { text } from '@/lib/seed-kit/lexical'
import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const ctx = { disableRevalidate: true }
const render = (data: unknown, locale: 'ka' | 'en') =>
  renderToStaticMarkup(createElement(RichText, { data, locale }))

const link = (label: string, fields: Record<string, unknown>): Node => ({
  type: 'link',
  fields,
  children: [text(label)],
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 3,
})
const paragraph = (...children: Node[]): Node => ({
  type: 'paragraph',
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  version: 1,
})
type Node = { type: string; version: number; [key: string]: unknown }
const editorState = (...children: Node[]) => ({
  root: {
    type: 'root',
    children,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    version: 1,
  },
})

describe.each(databaseKinds.filter((k) => k === 'sqlite'))('rich-text links on %s', (kind) => {
  let t: TestPayload

  beforeAll(async () => {
    t = await startPayload(kind)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('offers only pages and posts in the link picker, and only media as uploads', async () => {
    const editor = t.payload.config.editor as unknown as {
      editorConfig: { resolvedFeatureMap: Map<string, { sanitizedServerFeatureProps?: unknown }> }
    }
    const features = editor.editorConfig.resolvedFeatureMap
    const props = (key: string) =>
      features.get(key)?.sanitizedServerFeatureProps as { enabledCollections?: string[] }
    expect(props('link').enabledCollections).toEqual(['pages', 'posts'])
    expect(props('relationship').enabledCollections).toEqual(['pages', 'posts'])
    expect(props('upload').enabledCollections).toEqual(['media'])
    expect(linkableCollections).not.toContain('users')
    const docField = (
      props('link') as { fields?: Array<{ name?: string; relationTo?: string[] }> }
    ).fields?.find((f) => f.name === 'doc')
    expect(docField?.relationTo).toEqual(['pages', 'posts'])
  })

  it('links internal links to the page or post in the reader’s locale', async () => {
    const page = await t.payload.create({
      collection: 'pages',
      locale: 'ka',
      data: { title: 'ჩვენ შესახებ', slug: 'about-us', _status: 'published' },
      context: ctx,
    })
    const target = await t.payload.create({
      collection: 'posts',
      locale: 'ka',
      data: {
        title: 'სამიზნე სიახლე',
        slug: 'target-post',
        content: editorState(paragraph(text('ტექსტი'))),
        _status: 'published',
      },
      context: ctx,
    })
    const content = editorState(
      paragraph(
        link('გვერდი', {
          linkType: 'internal',
          newTab: false,
          doc: { relationTo: 'pages', value: page.id },
        }),
        link('სიახლე', {
          linkType: 'internal',
          newTab: false,
          doc: { relationTo: 'posts', value: target.id },
        }),
        link('შიდა მისამართი', { linkType: 'custom', newTab: false, url: '/news' }),
        link('გარე', { linkType: 'custom', newTab: true, url: 'https://example.ge/' }),
      ),
    )
    const post = await t.payload.create({
      collection: 'posts',
      locale: 'ka',
      data: { title: 'ბმულები', slug: 'links', content, _status: 'published' },
      context: ctx,
    })
    await t.payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'en',
      data: { title: 'Links', content, _status: 'published' },
      context: ctx,
    })

    for (const locale of ['ka', 'en'] as const) {
      // As the public pages read it: published only, depth 2.
      const doc = await t.payload.findByID({
        collection: 'posts',
        id: post.id,
        locale,
        depth: 2,
        overrideAccess: false,
      })
      const html = render(doc.content, locale)
      const prefix = locale === 'en' ? '/en' : ''
      expect(html).toContain(`href="${prefix}/about-us"`)
      expect(html).toContain(`href="${prefix}/news/target-post"`)
      expect(html).toContain(`href="${prefix}/news"`)
      expect(html).toContain('href="https://example.ge/" target="_blank" rel="noopener noreferrer"')
      expect(html).not.toContain('href="#"')
    }
  })

  it('renders a link to a document the reader cannot see as plain text', () => {
    const html = render(
      editorState(
        paragraph(
          link('წაშლილი', {
            linkType: 'internal',
            newTab: false,
            doc: { relationTo: 'posts', value: 999 },
          }),
        ),
      ),
      'ka',
    )
    expect(html).toContain('წაშლილი')
    expect(html).not.toContain('<a')
  })
})
