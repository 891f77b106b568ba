/**
 * `stm_ajax_load_events` as the theme's script calls it (custom.js `.load_more_btn`, extras.php):
 * `page` counts from 0 = the page already shown, `load_by` clamped 1–50, the theme's defaults for
 * bad values, and the answer `{html, new_page, load_more}` with cards carrying `data-event-id`.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { renderToStaticMarkup } from 'react-dom/server'

import { EventsListComponent } from '@/features/events/app'
import { forgetLoadAnswers } from '@/features/events/server/load-events-ajax'
import type { EventsListBlock } from '@/payload-types'

import { createCategory, createEvent, eventsSuite, loadForm } from './helpers'
import { databaseKinds } from '../helpers/payload'

vi.mock('@/data/payload', () => import('./payload-mock'))

interface LoadAnswer {
  html: string
  new_page: number
  load_more: boolean
}

const ids = (html: string) => [...html.matchAll(/data-event-id="(\d+)"/g)].map((m) => Number(m[1]))

describe.each(databaseKinds)('stm_ajax_load_events on %s', (kind) => {
  const t = eventsSuite(kind)
  const upcoming: number[] = []
  const past: number[] = []
  let seminars = 0

  const load = async (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const { http, body } = await t.call<LoadAnswer>(loadForm(fields), headers)
    expect(http).toBe(200)
    return body
  }

  beforeAll(async () => {
    seminars = await createCategory(t.payload, 'seminars', 'სემინარები', 'Seminars')
    await createCategory(t.payload, 'workshops', 'ვორქშოფები', 'Workshops')
    // Upcoming, soonest first: days 1..5; seminars are days 1, 3, 5.
    for (let day = 1; day <= 5; day++) {
      const e = await createEvent(t.payload, {
        inDays: day,
        category: day % 2 ? seminars : undefined,
        capacity: 10,
      })
      upcoming.push(e.id)
    }
    for (let day = 1; day <= 3; day++)
      past.push((await createEvent(t.payload, { inDays: -day })).id)
  })
  // Answers are kept two seconds: each test (and each database) asks afresh.
  beforeEach(() => forgetLoadAnswers())

  it('page 0 is the first page, page 1 the second (offset page × load_by)', async () => {
    const first = await load({ page: '0', load_by: '2', filter: 'upcoming', category: 'all' })
    expect(ids(first.html)).toEqual(upcoming.slice(0, 2))
    expect(first.new_page).toBe(1)
    expect(first.load_more).toBe(true)
    const second = await load({ page: '1', load_by: '2', filter: 'upcoming', category: 'all' })
    expect(ids(second.html)).toEqual(upcoming.slice(2, 4))
    expect(second.new_page).toBe(2)
    expect(second.load_more).toBe(true)
    const last = await load({ page: '2', load_by: '2', filter: 'upcoming', category: 'all' })
    expect(ids(last.html)).toEqual(upcoming.slice(4))
    expect(last.new_page).toBe(3)
    expect(last.load_more).toBe(false)
  })

  it('past events, most recent first; any other filter lists every event', async () => {
    const answer = await load({ page: '0', load_by: '10', filter: 'past', category: 'all' })
    expect(ids(answer.html)).toEqual(past)
    expect(answer.load_more).toBe(false)
    const all = await load({ page: '0', load_by: '50', filter: 'whatever', category: 'all' })
    expect(ids(all.html).sort()).toEqual([...upcoming, ...past].sort())
  })

  it('filters by category slug; an unknown category is an empty list, not an error', async () => {
    const answer = await load({
      page: '0',
      load_by: '10',
      filter: 'upcoming',
      category: 'seminars',
    })
    expect(ids(answer.html)).toEqual([upcoming[0], upcoming[2], upcoming[4]])
    const none = await load({ page: '0', load_by: '10', filter: 'upcoming', category: 'nope' })
    expect(none).toEqual({ html: '', new_page: 1, load_more: false })
  })

  it('clamps load_by to 1–50 and gives the theme defaults to bad values', async () => {
    // The theme's defaults: page 1, load_by 1, every date, every category.
    const defaults = await load({})
    expect(defaults.new_page).toBe(2)
    expect(ids(defaults.html)).toHaveLength(1)
    const bad = await load({ page: 'abc', load_by: '-5', filter: '<x>', category: '"><script>' })
    expect(bad.new_page).toBe(2)
    expect(ids(bad.html)).toHaveLength(1)
    const huge = await load({ page: '0', load_by: '100000', filter: 'all' })
    expect(ids(huge.html)).toHaveLength(upcoming.length + past.length)
    const far = await load({ page: '99999999999', load_by: '50' })
    expect(far.html).toBe('')
    expect(far.load_more).toBe(false)
  })

  it('renders cards in the visitor language, with attended counters', async () => {
    const en = await load({
      page: '0',
      load_by: '1',
      filter: 'upcoming',
      category: 'all',
      lang: 'en',
    })
    expect(en.html).toContain('Event ')
    expect(en.html).toContain('href="/en/events/')
    expect(en.html).toMatch(/class="event-attended-count" data-attended-for="\d+">0</)
    const ka = await load({ page: '0', load_by: '1', filter: 'upcoming', category: 'all' })
    expect(ka.html).toContain('ღონისძიება')
    expect(ka.html).toContain('href="/events/')
  })

  it('the events list block shows the same cards on any page', async () => {
    const block = {
      blockType: 'eventsList',
      heading: 'სემინარები',
      category: { id: seminars, slug: 'seminars', title: 'სემინარები' },
      filter: 'upcoming',
      limit: 2,
      showMoreLink: true,
    } as unknown as EventsListBlock
    const html = renderToStaticMarkup(
      await EventsListComponent({
        block,
        locale: 'ka',
        site: { payload: t.payload, draftViewer: async () => null },
        index: 1,
      }),
    )
    expect(ids(html)).toEqual([upcoming[0], upcoming[2]])
    expect(html).toContain('href="/events?category=seminars"')
  })

  it('keeps an answer for a moment: the same question is answered without a query', async () => {
    const question = { page: '0', load_by: '50', filter: 'past', category: 'all' }
    const before = ids((await load(question)).html)
    const added = await createEvent(t.payload, { inDays: -1000 })
    try {
      expect(ids((await load(question)).html)).toEqual(before)
      forgetLoadAnswers() // as two seconds passing does
      expect(ids((await load(question)).html)).toEqual([...before, added.id])
    } finally {
      await t.payload.delete({ collection: 'events', id: added.id, overrideAccess: true })
    }
  })

  it('refuses a missing or forged security token with the dispatcher error', async () => {
    const body = loadForm({ page: '0' })
    body.set('security', 'forged')
    const { http, body: answer } = await t.call(body)
    expect(http).toBe(403)
    expect(answer).toMatchObject({ success: false, data: { code: 'invalid_nonce' } })
  })
})
