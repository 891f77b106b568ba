/**
 * A page's popups (`popupsForPage`), on SQLite and PostgreSQL: published popups only (a draft, an
 * unpublished one and a draft's newer text never show), in the languages chosen (an English-only
 * popup never shows on a Georgian page), on the pages "Where" names (every page, chosen
 * documents, whole collections, address patterns), in the runtime's shape (the model's settings,
 * only what is switched on). And the seed's three popups where issue 29 puts them.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { popupsForPage } from '@/features/popups/app'
import { seedPopups } from '@/features/popups/seed'
import type { Popup } from '@/payload-types'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const context = { disableRevalidate: true }
type PopupInput = Omit<Popup, 'id' | 'createdAt' | 'updatedAt' | 'languages'> & {
  languages?: Popup['languages']
}

const callToAction = (heading: string) => ({
  blockType: 'callToAction' as const,
  heading,
  links: [{ label: heading, href: '/contact' }],
})

async function createPopup(
  payload: Payload,
  data: PopupInput,
  { draft = false, english }: { draft?: boolean; english?: string } = {},
): Promise<number> {
  // Written in its one language, else in Georgian (the site's fallback for English).
  const only = data.languages?.length === 1 ? data.languages[0] : undefined
  const doc = await payload.create({
    collection: 'popups',
    locale: only ?? 'ka',
    draft,
    context,
    data: {
      languages: ['ka', 'en'],
      triggers: { page_load: { enabled: true, delay: 0 } },
      layout: [callToAction(String(data.title))],
      ...data,
      _status: draft ? 'draft' : 'published',
    },
  })
  if (english) {
    await payload.update({
      collection: 'popups',
      id: doc.id,
      locale: 'en',
      context,
      data: { title: english, layout: [callToAction(english)], _status: 'published' },
    })
  }
  return doc.id
}

describe.each(databaseKinds)('popupsForPage on %s', (kind) => {
  let t: TestPayload
  const ids: Record<string, number> = {}
  const titles = async (args: Omit<Parameters<typeof popupsForPage>[0], 'payload'>) =>
    (await popupsForPage({ payload: t.payload, ...args })).map((p) => p.title)

  beforeAll(async () => {
    t = await startPayload(kind)
    const p = t.payload
    ids.everywhere = await createPopup(
      p,
      { title: 'ყველგან', where: { show_on: 'all' } },
      { english: 'Everywhere' },
    )
    ids.englishOnly = await createPopup(p, {
      title: 'English only',
      languages: ['en'],
      where: { show_on: 'all' },
    })
    // Nothing to show in any language: never handed to a page (it would open empty).
    ids.empty = await createPopup(p, { title: 'ცარიელი', layout: [], where: { show_on: 'all' } })
    ids.posts = await createPopup(p, {
      title: 'ყველა სიახლე',
      where: { show_on: 'chosen', collections: ['posts'] },
    })
    const page = (slug: string) =>
      p.create({ collection: 'pages', context, data: { title: slug, slug, _status: 'published' } })
    ids.chosenPage = (await page('chosen-page')).id
    ids.otherPage = (await page('other-page')).id
    ids.chosen = await createPopup(p, {
      title: 'არჩეული გვერდი',
      where: { show_on: 'chosen', documents: [{ relationTo: 'pages', value: ids.chosenPage }] },
    })
    ids.paths = await createPopup(p, {
      title: 'კონტაქტი',
      where: { show_on: 'chosen', paths: [{ pattern: '/contact' }, { pattern: '/events/*' }] },
    })
    ids.draft = await createPopup(
      p,
      { title: 'მონახაზი', where: { show_on: 'all' } },
      { draft: true },
    )
    ids.unpublished = await createPopup(p, { title: 'გამოუქვეყნებელი', where: { show_on: 'all' } })
    await p.update({
      collection: 'popups',
      id: ids.unpublished,
      context,
      data: { _status: 'draft' },
    })
    // A published popup whose newer text is only a draft: visitors keep the published text.
    ids.newerDraft = await createPopup(p, {
      title: 'გამოქვეყნებული ტექსტი',
      where: { show_on: 'chosen', paths: [{ pattern: '/about' }] },
    })
    await p.update({
      collection: 'popups',
      id: ids.newerDraft,
      locale: 'ka',
      draft: true,
      context,
      data: { title: 'ახალი მონახაზი', _status: 'draft' },
    })
    // Nothing can open it (no trigger, no click selector): never sent to a page.
    ids.inert = await createPopup(p, {
      title: 'გამშვების გარეშე',
      triggers: {},
      where: { show_on: 'all' },
    })
  })

  afterAll(async () => {
    await t?.cleanup()
  })

  it('gives every page the popups shown everywhere, in the page’s language', async () => {
    expect(await titles({ locale: 'ka', path: '/' })).toEqual(['ყველგან'])
    expect(await titles({ locale: 'en', path: '/en' })).toEqual(['Everywhere', 'English only'])
  })

  it('keeps drafts, unpublished popups and a newer draft’s text from visitors', async () => {
    const all = await titles({ locale: 'ka', path: '/about' })
    expect(all).toEqual(['ყველგან', 'გამოქვეყნებული ტექსტი'])
    expect(all).not.toContain('მონახაზი')
    expect(all).not.toContain('გამოუქვეყნებელი')
    expect(all).not.toContain('ახალი მონახაზი')
  })

  it('shows an editor’s preview their drafts', async () => {
    const editor = await t.payload.create({
      collection: 'users',
      data: {
        email: `editor-${kind}@sakhli.ge`,
        password: 'a-long-password-1',
        name: 'E',
        role: 'editor',
      },
    })
    const preview = await popupsForPage({
      payload: t.payload,
      locale: 'ka',
      path: '/about',
      viewer: { ...editor, collection: 'users' } as never,
    })
    expect(preview.map((p) => p.title)).toEqual(
      expect.arrayContaining(['მონახაზი', 'ახალი მონახაზი']),
    )
  })

  it('places popups by collection, by document and by address', async () => {
    expect(await titles({ locale: 'ka', path: '/news/x', collection: 'posts', docId: 5 })).toEqual([
      'ყველგან',
      'ყველა სიახლე',
    ])
    expect(
      await titles({
        locale: 'ka',
        path: '/chosen-page',
        collection: 'pages',
        docId: ids.chosenPage,
      }),
    ).toEqual(['ყველგან', 'არჩეული გვერდი'])
    expect(
      await titles({
        locale: 'ka',
        path: '/other-page',
        collection: 'pages',
        docId: ids.otherPage,
      }),
    ).toEqual(['ყველგან'])
    // The same id in another collection is another document.
    expect(
      await titles({ locale: 'ka', path: '/x', collection: 'posts', docId: ids.chosenPage }),
    ).not.toContain('არჩეული გვერდი')
    expect(await titles({ locale: 'en', path: '/en/contact' })).toEqual([
      'Everywhere',
      'English only',
      // No English text: Georgian is the fallback of a popup meant for both languages.
      'კონტაქტი',
    ])
    expect(await titles({ locale: 'ka', path: '/events/rent-law-talk' })).toContain('კონტაქტი')
    expect(await titles({ locale: 'ka', path: '/events' })).not.toContain('კონტაქტი')
  })

  it('answers the runtime’s shape: content blocks and the settings switched on', async () => {
    const id = await createPopup(t.payload, {
      title: 'სრული',
      layout: [callToAction('შეთავაზება')],
      where: { show_on: 'chosen', paths: [{ pattern: '/full' }] },
      rules: {
        page_views: { enabled: true, views: 3 },
        sessions: { enabled: false, sessions: 9 },
        url: { enabled: true, action: 'regex', url: '^https://(www\\.)?google\\.' },
        sources: { enabled: true, sources: ['search', 'direct'] },
        logged_in: { enabled: true, users: 'custom', roles: ['editor'] },
        devices: { enabled: true, devices: ['mobile'] },
        times: { enabled: true, times: 2, period: 'month' },
        browsers: { enabled: true, browsers: ['firefox', 'safari'] },
        schedule: {
          enabled: true,
          // 09:30 on Tbilisi's clock, as the admin shows it.
          from: '2026-12-01T05:30:00.000Z',
          time_zone: 'America/New_York',
        },
      },
      triggers: {
        page_load: { enabled: false, delay: 4 },
        scrolling: { enabled: true, direction: 'down', offset: 60 },
        scrolling_to: { enabled: true, selector: '#contact-form' },
        click: { enabled: true, times: 3 },
        inactivity: { enabled: true, time: 45 },
        exit_intent: { enabled: true },
        adblock_detection: { enabled: true, delay: 2 },
      },
      behaviour: {
        entrance_animation: 'zoomIn',
        exit_animation: 'fadeOutDown',
        close_button_position: 'outside',
        close_button_delay: 3,
        close_automatically: 30,
        prevent_scroll: true,
        prevent_close_on_background_click: true,
        prevent_close_on_esc_key: false,
        avoid_multiple_popups: true,
        open_selector: '.consultation-link',
      },
    })
    const popup = (await popupsForPage({ payload: t.payload, locale: 'ka', path: '/full' })).find(
      (p) => p.id === id,
    )
    expect(popup).toBeDefined()
    const { layout, ...rest } = popup!
    expect(layout).toMatchObject([{ blockType: 'callToAction', heading: 'შეთავაზება' }])
    expect(rest).toEqual({
      id,
      title: 'სრული',
      audience: 'everyone',
      settings: {
        id,
        timing: {
          page_views: { views: 3 },
          url: { action: 'regex', url: '^https://(www\\.)?google\\.' },
          sources: { sources: ['search', 'direct'] },
          logged_in: { users: 'custom', roles: ['editor'] },
          devices: { devices: ['mobile'] },
          times: { times: 2, period: 'month' },
          browsers: { browsers: ['firefox', 'safari'] },
          schedule: { from: '2026-12-01T09:30', to: null, time_zone: 'America/New_York' },
        },
        triggers: {
          scrolling: { direction: 'down', offset: 60 },
          scrolling_to: { selector: '#contact-form' },
          click: { times: 3, selector: null },
          inactivity: { time: 45 },
          exit_intent: {},
          adblock_detection: { delay: 2 },
        },
        entrance_animation: 'zoomIn',
        exit_animation: 'fadeOutDown',
        close_button_position: 'outside',
        close_button_delay: 3,
        close_automatically: 30,
        prevent_scroll: true,
        prevent_close_on_background_click: true,
        prevent_close_on_esc_key: false,
        avoid_multiple_popups: true,
        open_selector: '.consultation-link',
      },
    })
    // Serialisable as it is (the page hands it to a client component).
    expect(JSON.parse(JSON.stringify(rest))).toEqual(rest)
  })

  it('refuses a url rule whose regular expression is invalid', async () => {
    const error = await createPopup(t.payload, {
      title: 'ცუდი',
      rules: { url: { enabled: true, action: 'regex', url: '([a-z' } },
    }).catch((e: unknown) => e)
    expect((error as { data?: unknown }).data).toMatchObject({
      errors: [
        {
          path: 'rules.url.url',
          message: 'Not a valid regular expression: the popup would never show.',
        },
      ],
    })
    // The same text as a plain address is fine.
    expect(
      await createPopup(t.payload, {
        title: 'კარგი',
        rules: { url: { enabled: true, action: 'contains', url: '([a-z' } },
      }),
    ).toBeGreaterThan(0)
  })

  it('refuses a popup placed on chosen pages with none chosen', async () => {
    const error = await createPopup(t.payload, {
      title: 'არსად',
      where: { show_on: 'chosen', documents: [], collections: [], paths: [] },
    }).catch((e: unknown) => e)
    expect((error as { data?: unknown }).data).toMatchObject({
      errors: [{ path: 'where.show_on' }],
    })
  })

  it('deletes a popup’s counts with it', async () => {
    const { countPopupEvent } = await import('@/features/popups/server/stats')
    const id = await createPopup(t.payload, { title: 'წასაშლელი', where: { show_on: 'all' } })
    expect(await countPopupEvent(t.payload, id, 'view')).toBe(true)
    await t.payload.delete({ collection: 'popups', id, context })
    const { totalDocs } = await t.payload.count({
      collection: 'popup-stats',
      where: { popup: { equals: id } },
    })
    expect(totalDocs).toBe(0)
  })

  it('seeds issue 29’s three popups where they belong', async () => {
    const list = await t.payload.create({
      collection: 'newsletter-lists',
      data: { title: 'Sakhli newsletter' },
      context,
    })
    await t.payload.create({
      collection: 'events',
      locale: 'en',
      context,
      data: {
        title: 'Buying your first flat',
        slug: 'first-flat',
        startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      } as never,
    })
    await seedPopups(t.payload)
    const seeded = await t.payload.find({
      collection: 'popups',
      where: { id: { greater_than: ids.inert } },
      locale: 'en',
      depth: 0,
      pagination: false,
    })
    const byTitle = new Map(seeded.docs.map((d) => [d.title, d]))
    const newsletter = byTitle.get('Newsletter sign-up')
    expect(newsletter?.layout?.[0]).toMatchObject({ blockType: 'newsletter', list: list.id })
    const onPost = await popupsForPage({
      payload: t.payload,
      locale: 'ka',
      path: '/news/x',
      collection: 'posts',
      docId: 1,
    })
    const newsletterPopup = onPost.find((p) => p.id === newsletter!.id)
    // Read with the visitor's access: the list's Mailchimp key never reaches the page.
    expect(newsletterPopup?.layout[0]).toMatchObject({ blockType: 'newsletter', list: list.id })
    expect(newsletterPopup?.title).toBe('სიახლეების გამოწერა')
    expect(newsletterPopup?.settings.triggers).toEqual({
      scrolling: { direction: 'down', offset: 50 },
    })
    expect(newsletterPopup?.settings.timing).toEqual({ times: { times: 1, period: 'week' } })

    const onProperty = await popupsForPage({
      payload: t.payload,
      locale: 'en',
      path: '/en/properties/x',
      collection: 'properties',
      docId: 1,
    })
    const consultation = onProperty.find((p) => p.title === 'Free consultation')
    expect(consultation?.settings.triggers).toEqual({ exit_intent: {} })
    expect(onProperty.map((p) => p.title)).not.toContain('Newsletter sign-up')

    const reminderEn = (
      await popupsForPage({ payload: t.payload, locale: 'en', path: '/en' })
    ).find((p) => p.title === 'Event reminder')
    expect(reminderEn?.audience).toBe('signed_in')
    expect(reminderEn?.settings.timing?.logged_in).toEqual({
      users: 'custom',
      roles: ['admin', 'editor'],
    })
    expect(JSON.stringify(reminderEn?.layout)).toContain('/en/events/first-flat')
    const georgian = await popupsForPage({ payload: t.payload, locale: 'ka', path: '/' })
    expect(georgian.map((p) => p.title)).not.toContain('Event reminder')
  })
})
