/**
 * The timing rules page_views, sessions and logged_in (spec 6), and rulesPass over all nine
 * (spec 4: shown when the timing rules pass; an unset rule does not count).
 */
import { describe, expect, it } from 'vitest'

import {
  failedRules,
  loggedInRule,
  pageViewsRule,
  rulesPass,
  sessionsRule,
  TIMING_RULES,
  POPUP_TIMING_RULE_NAMES,
  type PopupTimingRules,
} from '@/features/popups/model'

import { NOW, visitor } from './visitor'

describe('page_views: after N page views', () => {
  it('passes once N pages were viewed before this one (the original showed on page N + 1)', () => {
    expect(pageViewsRule({ views: 3 }, visitor({ pageViews: 3 }))).toBe(false)
    expect(pageViewsRule({ views: 3 }, visitor({ pageViews: 4 }))).toBe(true)
    expect(pageViewsRule({ views: 3 }, visitor({ pageViews: 40 }))).toBe(true)
  })

  it('with 0 passes from the first page', () => {
    expect(pageViewsRule({ views: 0 }, visitor({ pageViews: 1 }))).toBe(true)
  })

  it('treats an unreadable count of the visitor as no page views', () => {
    expect(pageViewsRule({ views: 0 }, visitor({ pageViews: NaN }))).toBe(false)
    expect(pageViewsRule({ views: 0 }, visitor({ pageViews: -5 }))).toBe(false)
    expect(pageViewsRule({ views: 1 }, visitor({ pageViews: 2.9 }))).toBe(true)
  })

  it('is false for a setting that is no whole number of zero or more', () => {
    for (const views of [
      -1,
      1.5,
      NaN,
      Infinity,
      '3' as unknown as number,
      null as unknown as number,
    ]) {
      expect(pageViewsRule({ views }, visitor({ pageViews: 100 }))).toBe(false)
    }
  })
})

describe('sessions: after N sessions', () => {
  it('passes once N sessions came before this one', () => {
    expect(sessionsRule({ sessions: 2 }, visitor({ sessions: 2 }))).toBe(false)
    expect(sessionsRule({ sessions: 2 }, visitor({ sessions: 3 }))).toBe(true)
    expect(sessionsRule({ sessions: 0 }, visitor({ sessions: 1 }))).toBe(true)
  })

  it('is false for an invalid setting or with no session counted', () => {
    expect(sessionsRule({ sessions: -2 }, visitor({ sessions: 9 }))).toBe(false)
    expect(sessionsRule({ sessions: 0 }, visitor({ sessions: 0 }))).toBe(false)
  })
})

describe('logged_in (spec 6)', () => {
  const editor = { roles: ['editor'] }

  it('always passes an anonymous visitor, whatever the setting', () => {
    expect(loggedInRule({ users: 'all', roles: [] }, visitor({ user: null }))).toBe(true)
    expect(loggedInRule({ users: 'custom', roles: ['editor'] }, visitor({ user: null }))).toBe(true)
  })

  it('with "all" hides it from every logged-in user', () => {
    expect(loggedInRule({ users: 'all', roles: [] }, visitor({ user: editor }))).toBe(false)
    expect(loggedInRule({ users: 'all', roles: ['admin'] }, visitor({ user: { roles: [] } }))).toBe(
      false,
    )
  })

  it('with "custom" hides it only when one of the user\'s roles is listed', () => {
    const rule = { users: 'custom' as const, roles: ['admin', 'editor'] }
    expect(loggedInRule(rule, visitor({ user: editor }))).toBe(false)
    expect(loggedInRule(rule, visitor({ user: { roles: ['author', 'admin'] } }))).toBe(false)
    expect(loggedInRule(rule, visitor({ user: { roles: ['author'] } }))).toBe(true)
    expect(loggedInRule(rule, visitor({ user: { roles: [] } }))).toBe(true)
    expect(loggedInRule({ users: 'custom', roles: [] }, visitor({ user: editor }))).toBe(true)
  })

  it('compares roles exactly (case and whole names)', () => {
    const rule = { users: 'custom' as const, roles: ['Editor', 'edit'] }
    expect(loggedInRule(rule, visitor({ user: editor }))).toBe(true)
  })

  it('is false for a logged-in user when the setting cannot be read', () => {
    expect(loggedInRule({ users: 'some' as 'all', roles: [] }, visitor({ user: editor }))).toBe(
      false,
    )
    expect(
      loggedInRule(
        { users: 'custom', roles: null as unknown as string[] },
        visitor({ user: editor }),
      ),
    ).toBe(false)
  })

  it('tolerates a user without a roles list (no role is listed then)', () => {
    const user = { roles: undefined as unknown as string[] }
    expect(loggedInRule({ users: 'custom', roles: ['editor'] }, visitor({ user }))).toBe(true)
  })
})

describe('rulesPass', () => {
  it('has a check for each of the nine rules of spec 3', () => {
    expect(Object.keys(TIMING_RULES).sort()).toEqual([...POPUP_TIMING_RULE_NAMES].sort())
    expect(POPUP_TIMING_RULE_NAMES).toHaveLength(9)
  })

  it('passes with no rules, or only unset ones', () => {
    expect(rulesPass(null, visitor())).toBe(true)
    expect(rulesPass(undefined, visitor())).toBe(true)
    expect(rulesPass({}, visitor())).toBe(true)
    const unset = Object.fromEntries(POPUP_TIMING_RULE_NAMES.map((n) => [n, null]))
    expect(rulesPass(unset as PopupTimingRules, visitor())).toBe(true)
  })

  it('passes when every set rule passes', () => {
    const rules: PopupTimingRules = {
      page_views: { views: 1 },
      sessions: { sessions: 0 },
      url: { action: 'contains', url: 'facebook.com' },
      sources: { sources: ['social'] },
      logged_in: { users: 'all', roles: [] },
      devices: { devices: ['desktop'] },
      times: { times: 1, period: 'week' },
      browsers: { browsers: ['chrome'] },
      schedule: { from: '2026-11-01T00:00', to: '2026-12-01T00:00', time_zone: 'Asia/Tbilisi' },
    }
    const context = visitor({ pageViews: 2, referrer: 'https://l.facebook.com/l.php?u=x' })
    expect(failedRules(rules, context)).toEqual([])
    expect(rulesPass(rules, context)).toBe(true)
  })

  it('fails when any one set rule fails, and names it', () => {
    const rules: PopupTimingRules = {
      page_views: { views: 1 },
      devices: { devices: ['mobile'] },
      times: { times: 1, period: 'day' },
    }
    const context = visitor({ pageViews: 2, showings: [NOW - 1000] })
    expect(failedRules(rules, context)).toEqual(['devices', 'times'])
    expect(rulesPass(rules, context)).toBe(false)
    expect(rulesPass({ page_views: { views: 1 } }, context)).toBe(true)
  })

  it('treats a set rule that is no object as failed', () => {
    const rules = { devices: 'desktop' } as unknown as PopupTimingRules
    expect(failedRules(rules, visitor())).toEqual(['devices'])
  })

  it('ignores keys that are no rule', () => {
    const rules = { colour: { red: true } } as unknown as PopupTimingRules
    expect(rulesPass(rules, visitor())).toBe(true)
  })
})
