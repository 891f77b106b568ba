/**
 * The timing rules (spec 3 "timing rules"; spec 4 "shown when timing rules pass and a trigger
 * fires"), each `(settings, visitor) => boolean`, and `rulesPass`: every set rule passes, an unset
 * one does not count (the original's `timing.js` skipped a group whose toggle was off). A set rule
 * whose settings cannot be read (a count that is no whole number, an unknown choice) is false: a
 * misconfigured popup stays hidden rather than showing to everyone, as spec 5 has for a bad regex.
 * Isomorphic.
 */
import { browsersRule } from './browsers'
import type { PopupVisitorContext } from './context'
import { devicesRule } from './devices'
import { scheduleRule } from './schedule'
import {
  asCount,
  POPUP_TIMING_RULE_NAMES,
  type LoggedInRuleSettings,
  type PageViewsRuleSettings,
  type PopupTimingRuleName,
  type PopupTimingRules,
  type SessionsRuleSettings,
} from './settings'
import { sourcesRule } from './sources'
import { timesRule } from './times'
import { urlRule } from './url-rule'

/** A count from the visitor's storage; anything unreadable counts as none. */
function visitorCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0
}

/**
 * "Show after N page views": the visitor has already viewed N pages before this one (the original
 * `page-views.js` showed once the views since it first ran reached N, i.e. on page N + 1).
 */
export function pageViewsRule(
  settings: PageViewsRuleSettings,
  context: Pick<PopupVisitorContext, 'pageViews'>,
): boolean {
  const views = asCount(settings.views)
  if (views === null) return false
  return visitorCount(context.pageViews) - 1 >= views
}

/** "Show after N sessions": N sessions before the current one (the original `sessions.js`). */
export function sessionsRule(
  settings: SessionsRuleSettings,
  context: Pick<PopupVisitorContext, 'sessions'>,
): boolean {
  const sessions = asCount(settings.sessions)
  if (sessions === null) return false
  return visitorCount(context.sessions) - 1 >= sessions
}

/**
 * Spec 6: "a logged-in user is shown the popup according to the setting for all users, or unless
 * one of the user's roles is on the selected roles list. Anonymous visitors always pass." As in the
 * original ("Hide for logged in users", `timing/logged-in.js`): `all` hides the popup from every
 * logged-in user, `custom` from those holding one of `roles`.
 */
export function loggedInRule(
  settings: LoggedInRuleSettings,
  context: Pick<PopupVisitorContext, 'user'>,
): boolean {
  if (!context.user) return true
  if (settings.users === 'all') return false
  if (settings.users !== 'custom' || !Array.isArray(settings.roles)) return false
  const roles = Array.isArray(context.user.roles) ? context.user.roles : []
  return !settings.roles.some((role) => roles.includes(role))
}

type RuleCheck = (settings: never, context: PopupVisitorContext) => boolean

/** Each rule by its spec name. */
export const TIMING_RULES: Record<PopupTimingRuleName, RuleCheck> = {
  page_views: pageViewsRule,
  sessions: sessionsRule,
  url: urlRule,
  sources: sourcesRule,
  logged_in: loggedInRule,
  devices: devicesRule,
  times: timesRule,
  browsers: browsersRule,
  schedule: scheduleRule,
}

/** The set rules that do not pass (for the admin's preview and for tests). */
export function failedRules(
  rules: PopupTimingRules | null | undefined,
  context: PopupVisitorContext,
): PopupTimingRuleName[] {
  if (!rules || typeof rules !== 'object') return []
  return POPUP_TIMING_RULE_NAMES.filter((name) => {
    const settings = rules[name]
    if (settings === null || settings === undefined) return false
    if (typeof settings !== 'object') return true
    return !TIMING_RULES[name](settings as never, context)
  })
}

/** Spec 4: the popup may show when every set timing rule passes. */
export function rulesPass(
  rules: PopupTimingRules | null | undefined,
  context: PopupVisitorContext,
): boolean {
  return failedRules(rules, context).length === 0
}
