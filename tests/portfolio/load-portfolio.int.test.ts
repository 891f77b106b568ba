/**
 * `stm_ajax_load_portfolio` as the theme's portfolio grid script calls it (`inc/extras.php`):
 * `page` counts from 0 = the page already shown, `load_by` clamped 1–50, the theme's defaults for
 * bad values, an unknown category an empty answer, and `{html, new_page, load_more}` with cards
 * carrying `data-project-id`. Drafts are never in an answer. A bad token is answered exactly as
 * the events' call answers it.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { forgetPortfolioAnswers } from '@/features/portfolio/server/load-portfolio-ajax'
import { issueAjaxNonce } from '@/lib/compat/ajax-dispatcher'

import { databaseKinds } from '../helpers/payload'
import {
  createPortfolioCategory,
  createProject,
  portfolioForm,
  portfolioSuite,
  projectIds,
  type PortfolioAnswer,
} from './helpers'

describe.each(databaseKinds)('stm_ajax_load_portfolio on %s', (kind) => {
  const t = portfolioSuite(kind)
  /** Published projects, newest first (as the call lists them). */
  let published: number[] = []
  let renovations: number[] = []
  let draft = 0

  const load = async (fields: Record<string, string>) => {
    const { http, body } = await t.call<PortfolioAnswer>(portfolioForm(fields))
    expect(http).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['html', 'load_more', 'new_page'])
    return body
  }

  beforeAll(async () => {
    const renovation = await createPortfolioCategory(
      t.payload,
      'renovations',
      'რემონტი',
      'Renovations',
    )
    await createPortfolioCategory(t.payload, 'purchases', 'შეძენა', 'Purchases')
    await createPortfolioCategory(t.payload, 'developments', 'მშენებლობა', 'Developments')
    const made: { id: number; renovation: boolean }[] = []
    for (let i = 0; i < 5; i++) {
      const isRenovation = i % 2 === 0
      const doc = await createProject(t.payload, {
        category: isRenovation ? renovation : undefined,
      })
      made.push({ id: doc.id, renovation: isRenovation })
    }
    // A draft in the renovations, never published: no answer shows it.
    draft = (await createProject(t.payload, { category: renovation, draft: true })).id
    published = made.map((m) => m.id).reverse()
    renovations = made
      .filter((m) => m.renovation)
      .map((m) => m.id)
      .reverse()
  })
  // Answers are kept two seconds: each test (and each database) asks afresh.
  beforeEach(() => forgetPortfolioAnswers())

  it('page 0 is the first page, page 1 the second (offset page × load_by), newest first', async () => {
    const first = await load({ page: '0', load_by: '2', category: 'all' })
    expect(projectIds(first.html)).toEqual(published.slice(0, 2))
    expect(first).toMatchObject({ new_page: 1, load_more: true })
    const second = await load({ page: '1', load_by: '2', category: 'all' })
    expect(projectIds(second.html)).toEqual(published.slice(2, 4))
    expect(second).toMatchObject({ new_page: 2, load_more: true })
    const last = await load({ page: '2', load_by: '2', category: 'all' })
    expect(projectIds(last.html)).toEqual(published.slice(4))
    expect(last).toMatchObject({ new_page: 3, load_more: false })
    const past = await load({ page: '3', load_by: '2', category: 'all' })
    expect(past).toEqual({ html: '', new_page: 4, load_more: false })
  })

  it('filters by category slug', async () => {
    const first = await load({ page: '0', load_by: '2', category: 'renovations' })
    expect(projectIds(first.html)).toEqual(renovations.slice(0, 2))
    expect(first.load_more).toBe(true)
    const rest = await load({ page: '1', load_by: '2', category: 'renovations' })
    expect(projectIds(rest.html)).toEqual(renovations.slice(2))
    expect(rest.load_more).toBe(false)
    // A category without projects: empty, nothing more.
    expect(await load({ page: '0', load_by: '2', category: 'developments' })).toEqual({
      html: '',
      new_page: 1,
      load_more: false,
    })
  })

  it('an unknown category is an empty answer without more, not an error', async () => {
    for (const category of ['nope', '"><script>alert(1)</script>', '../x', 'renovation']) {
      const answer = await load({ page: '0', load_by: '5', category })
      expect(answer, category).toEqual({ html: '', new_page: 1, load_more: false })
    }
    // Upper case and spaces around a known slug still name it.
    expect(
      projectIds((await load({ page: '0', load_by: '5', category: ' RENOVATIONS' })).html),
    ).toEqual(renovations)
  })

  it('never shows a draft', async () => {
    const all = await load({ page: '0', load_by: '50', category: 'all' })
    expect(projectIds(all.html)).toEqual(published)
    expect(projectIds(all.html)).not.toContain(draft)
    const cat = await load({ page: '0', load_by: '50', category: 'renovations' })
    expect(projectIds(cat.html)).not.toContain(draft)
    expect(all.html).not.toContain(`data-project-id="${draft}"`)
  })

  it('clamps load_by to 1–50 and gives the theme defaults to bad values', async () => {
    // The theme's defaults: page 1 (the second page), load_by 1, every category.
    const defaults = await load({})
    expect(defaults.new_page).toBe(2)
    expect(projectIds(defaults.html)).toEqual([published[1]])
    const bad = await load({ page: 'abc', load_by: '-5', category: '' })
    expect(bad.new_page).toBe(2)
    expect(projectIds(bad.html)).toEqual([published[1]])
    const zero = await load({ page: '0', load_by: '0' })
    expect(projectIds(zero.html)).toEqual([published[0]])
    const huge = await load({ page: '0', load_by: '100000' })
    expect(projectIds(huge.html)).toEqual(published)
    expect(huge.load_more).toBe(false)
    // 50 a page: page 1 starts at 50, past the five projects.
    const clamped = await load({ page: '1', load_by: '9999' })
    expect(clamped).toEqual({ html: '', new_page: 2, load_more: false })
    // PHP's intval reads the leading digits.
    const leading = await load({ page: '1abc', load_by: '2xyz' })
    expect(projectIds(leading.html)).toEqual(published.slice(2, 4))
    const far = await load({ page: '99999999999999999999', load_by: '50' })
    expect(far.html).toBe('')
    expect(far.load_more).toBe(false)
    expect(far.new_page).toBe(10_001)
  })

  it('renders the cards in the visitor language', async () => {
    const en = await load({ page: '0', load_by: '1', lang: 'en' })
    expect(en.html).toContain('Project ')
    expect(en.html).toContain('href="/en/portfolio/test-project-')
    const ka = await load({ page: '0', load_by: '1' })
    expect(ka.html).toContain('პროექტი')
    expect(ka.html).toContain('href="/portfolio/test-project-')
  })

  it('answers junk with a 2xx or a 4xx, never a 5xx', async () => {
    const nonce = issueAjaxNonce('stm_ajax_load_portfolio')!.nonce
    const junk: string[] = [
      `action=stm_ajax_load_portfolio&security=${nonce}&page[]=1&load_by[x]=2&category[]=all`,
      `action=stm_ajax_load_portfolio&security=${nonce}&page=1&page=2&category=all&category=nope`,
      `action=stm_ajax_load_portfolio&security=${nonce}&page=%00&load_by=%FF&category=%E1%83`,
      `action=stm_ajax_load_portfolio&security=${nonce}&page=${'9'.repeat(5000)}&load_by=1e309`,
      `action=stm_ajax_load_portfolio&security=${nonce}&category=${'a'.repeat(4000)}`,
      `action=stm_ajax_load_portfolio&security=${nonce}&page=-1&load_by=NaN&lang=xx`,
      `action=stm_ajax_load_portfolio&security=${nonce}&page=Infinity&load_by=0x10`,
      `action=stm_ajax_load_portfolio&security[]=${nonce}`,
      `action[]=stm_ajax_load_portfolio&security=${nonce}`,
      `action=stm_ajax_load_portfolio&security=${nonce}&${'x=1&'.repeat(2000)}`,
      `%%%&&&===`,
      '',
    ]
    for (const body of junk) {
      const { http } = await t.call(body)
      expect(http, body.slice(0, 120)).toBeLessThan(500)
    }
    // A body over the dispatcher's cap, and a body that is not a form.
    const big = await t.call(`action=stm_ajax_load_portfolio&category=${'a'.repeat(40_000)}`)
    expect(big.http).toBeGreaterThanOrEqual(400)
    expect(big.http).toBeLessThan(500)
    const json = await t.call('{"action":"stm_ajax_load_portfolio"}', {
      'content-type': 'application/json',
    })
    expect(json.http).toBeGreaterThanOrEqual(400)
    expect(json.http).toBeLessThan(500)
  })

  it('refuses a missing, forged or another action’s token exactly as the events call does', async () => {
    const cases: [string, (form: URLSearchParams) => void][] = [
      ['forged', (f) => f.set('security', 'forged')],
      ['missing', (f) => f.delete('security')],
      [
        'another action’s',
        (f) => f.set('security', issueAjaxNonce('stm_ajax_add_event_member')!.nonce),
      ],
    ]
    for (const [name, spoil] of cases) {
      const portfolio = portfolioForm({ page: '0' })
      spoil(portfolio)
      const events = new URLSearchParams(portfolio)
      events.set('action', 'stm_ajax_load_events')
      const ours = await t.call(portfolio)
      const theirs = await t.call(events)
      expect(ours.http, name).toBe(403)
      expect(ours, name).toEqual(theirs)
      expect(ours.body, name).toMatchObject({ success: false })
    }
  })
})
