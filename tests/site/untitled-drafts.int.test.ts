import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  autosaveCollections,
  deleteUntitledDrafts,
  UNTITLED_DRAFT_MAX_AGE_MS,
  untitledDraftIds,
} from '@/collections/untitled-drafts'
import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const context = { disableRevalidate: true }

describe.each(databaseKinds)('untitled drafts left by "Create new" on %s', (kind) => {
  let t: TestPayload

  beforeAll(async () => {
    t = await startPayload(kind)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  /** What the admin's document view does on "Create new" with autosave: an empty draft. */
  const createNew = (collection: 'pages' | 'posts') =>
    t.payload.create({ collection, data: {}, draft: true, depth: 0, context })

  /** The ids the list view shows, with the collection's own base filter applied. */
  async function listIds(collection: 'pages' | 'posts'): Promise<Array<number | string>> {
    const admin = t.payload.collections[collection].config.admin
    const base = await admin.baseFilter?.({
      limit: 100,
      page: 1,
      sort: '-updatedAt',
      req: { payload: t.payload } as PayloadRequest,
    })
    const { docs } = await t.payload.find({
      collection,
      draft: true,
      depth: 0,
      limit: 100,
      pagination: false,
      where: base ?? {},
    })
    return docs.map((d) => d.id)
  }

  it('covers pages and posts, the collections whose "Create new" makes a draft at once', () => {
    expect(autosaveCollections(t.payload)).toEqual(expect.arrayContaining(['pages', 'posts']))
    // Each of them hides its untitled drafts from its list.
    for (const slug of autosaveCollections(t.payload)) {
      expect(t.payload.collections[slug].config.admin.baseFilter, slug).toBeTypeOf('function')
    }
  })

  it('hides a draft nobody edited from the list, and shows it once the editor types', async () => {
    const walkedAway = await createNew('pages')
    const typedTitle = await createNew('pages')
    const typedBodyOnly = await createNew('posts')
    // Autosave: a draft save with autosave, as the admin's Autosave element sends it.
    await t.payload.update({
      collection: 'pages',
      id: typedTitle.id,
      data: { title: 'ახალი გვერდი' },
      draft: true,
      autosave: true,
      locale: 'ka',
      context,
    })
    await t.payload.update({
      collection: 'posts',
      id: typedBodyOnly.id,
      data: { excerpt: 'მხოლოდ შესავალი, სათაური ჯერ არ არის' },
      draft: true,
      autosave: true,
      locale: 'ka',
      context,
    })

    expect(await untitledDraftIds(t.payload, 'pages')).toContain(walkedAway.id)
    expect(await untitledDraftIds(t.payload, 'pages')).not.toContain(typedTitle.id)
    // Untitled but edited: kept and listed, the editor's text is not thrown away.
    expect(await untitledDraftIds(t.payload, 'posts')).not.toContain(typedBodyOnly.id)

    const pages = await listIds('pages')
    expect(pages).not.toContain(walkedAway.id)
    expect(pages).toContain(typedTitle.id)
    expect(await listIds('posts')).toContain(typedBodyOnly.id)
  })

  it('never counts a draft made with a title (seeds, the API) or a published page', async () => {
    const titled = await t.payload.create({
      collection: 'pages',
      data: { title: 'Draft from the API', slug: 'draft-from-the-api' },
      draft: true,
      locale: 'en',
      context,
    })
    const published = await t.payload.create({
      collection: 'pages',
      data: { title: 'Published', slug: 'published-untitled-test', _status: 'published' },
      locale: 'en',
      context,
    })
    const ids = await untitledDraftIds(t.payload, 'pages')
    expect(ids).not.toContain(titled.id)
    expect(ids).not.toContain(published.id)
  })

  it('the sweep deletes only untitled, never-edited drafts older than a day', async () => {
    const fresh = await createNew('pages')
    const edited = await createNew('pages')
    await t.payload.update({
      collection: 'pages',
      id: edited.id,
      data: { title: 'Edited' },
      draft: true,
      autosave: true,
      locale: 'en',
      context,
    })

    // Now: nothing is a day old, nothing goes.
    await deleteUntitledDrafts(t.payload)
    const stillThere = await t.payload.find({
      collection: 'pages',
      where: { id: { in: [fresh.id, edited.id] } },
      draft: true,
      depth: 0,
    })
    expect(stillThere.totalDocs).toBe(2)

    // A day and a minute later: the untitled one goes, the edited one stays.
    const later = new Date(Date.now() + UNTITLED_DRAFT_MAX_AGE_MS + 60_000)
    const deleted = await deleteUntitledDrafts(t.payload, { now: later })
    expect(deleted.pages).toBeGreaterThanOrEqual(1)
    const left = await t.payload.find({
      collection: 'pages',
      where: { id: { in: [fresh.id, edited.id] } },
      draft: true,
      depth: 0,
    })
    expect(left.docs.map((d) => d.id)).toEqual([edited.id])
    const versions = await t.payload.countVersions({
      collection: 'pages',
      where: { parent: { equals: fresh.id } },
    })
    expect(versions.totalDocs).toBe(0)
    expect(await untitledDraftIds(t.payload, 'pages')).toEqual([])
  })
})
