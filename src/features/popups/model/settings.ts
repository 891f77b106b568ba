/**
 * A popup's settings, named as spec section 3 "Popup settings" names them (snake_case: the
 * `popups` collection uses these names for its fields). Each timing rule and each trigger is a
 * group that is either set (an object: the rule applies, the trigger is armed) or unset
 * (`null`/absent: the rule passes, the trigger is off), like the original plugin's group toggles
 * (Elementor Pro `modules/popup/display-settings/{timing,triggers}.php`). Sub-field names follow
 * the original's controls without their group prefix (`page_views_views` → `page_views.views`).
 * Isomorphic.
 */
import type { PopupTimesFrame } from '@/shared/constants'

export type { PopupTimesFrame }

export const POPUP_TIMING_RULE_NAMES = [
  'page_views',
  'sessions',
  'url',
  'sources',
  'logged_in',
  'devices',
  'times',
  'browsers',
  'schedule',
] as const
export type PopupTimingRuleName = (typeof POPUP_TIMING_RULE_NAMES)[number]

export const POPUP_TRIGGER_NAMES = [
  'page_load',
  'scrolling',
  'scrolling_to',
  'click',
  'inactivity',
  'exit_intent',
  'adblock_detection',
] as const
export type PopupTriggerName = (typeof POPUP_TRIGGER_NAMES)[number]

// ---- Timing rules (spec 3 "timing rules") ----

/** Shown once the visitor has already viewed this many pages of the site ("after N page views"). */
export interface PageViewsRuleSettings {
  views: number
}

/** Shown once the visitor has already had this many sessions ("after N sessions"). */
export interface SessionsRuleSettings {
  sessions: number
}

/** `plain`: the address is exactly `url`; `contains`: it contains `url`; `regex`: it matches. */
export const URL_RULE_ACTIONS = ['plain', 'contains', 'regex'] as const
export type UrlRuleAction = (typeof URL_RULE_ACTIONS)[number]

/** "When arriving from a specific URL": matched against the referrer, as the original did. */
export interface UrlRuleSettings {
  action: UrlRuleAction
  url: string
}

/**
 * Where the visitor came from: `search` (a search engine of spec 9), `social` (a social network),
 * `external` (any other site), `direct` (no referrer), `internal` (this site).
 */
export const VISITOR_SOURCES = ['search', 'social', 'external', 'direct', 'internal'] as const
export type VisitorSource = (typeof VISITOR_SOURCES)[number]

export interface SourcesRuleSettings {
  sources: VisitorSource[]
}

/** Spec 6: hidden from `all` logged-in users, or (`custom`) from those with one of `roles`. */
export const LOGGED_IN_USERS = ['all', 'custom'] as const
export type LoggedInUsers = (typeof LOGGED_IN_USERS)[number]

export interface LoggedInRuleSettings {
  users: LoggedInUsers
  roles: string[]
}

/** The page builder's devices (spec 9 "mobile up to 767, tablet up to 1024"). */
export const POPUP_DEVICES = ['desktop', 'tablet', 'mobile'] as const
export type PopupDevice = (typeof POPUP_DEVICES)[number]

export interface DevicesRuleSettings {
  devices: PopupDevice[]
}

/** "Show up to `times` times" per `period` (spec 9's frames: day, week, month or session). */
export interface TimesRuleSettings {
  times: number
  period: PopupTimesFrame
}

export const POPUP_BROWSERS = [
  'chrome',
  'firefox',
  'safari',
  'edge',
  'opera',
  'ie',
  'other',
] as const
export type PopupBrowser = (typeof POPUP_BROWSERS)[number]

export interface BrowsersRuleSettings {
  browsers: PopupBrowser[]
}

/**
 * Shown between `from` and `to` (both inclusive, either may be empty: open-ended). Each is a wall
 * clock time `YYYY-MM-DDTHH:mm[:ss]` read in `time_zone` (an IANA name), or an instant with its
 * offset (`…Z`, `…+04:00`: what a Payload date field stores), which needs no zone.
 */
export interface ScheduleRuleSettings {
  from?: string | null
  to?: string | null
  time_zone?: string | null
}

export interface PopupTimingRules {
  page_views?: PageViewsRuleSettings | null
  sessions?: SessionsRuleSettings | null
  url?: UrlRuleSettings | null
  sources?: SourcesRuleSettings | null
  logged_in?: LoggedInRuleSettings | null
  devices?: DevicesRuleSettings | null
  times?: TimesRuleSettings | null
  browsers?: BrowsersRuleSettings | null
  schedule?: ScheduleRuleSettings | null
}

// ---- Triggers (spec 3 "triggers") ----

/** Opens `delay` seconds after the page loaded. */
export interface PageLoadTriggerSettings {
  delay: number
}

export const SCROLL_DIRECTIONS = ['down', 'up'] as const
export type ScrollDirection = (typeof SCROLL_DIRECTIONS)[number]

/** `down`: once `offset` percent of the page is scrolled; `up`: on any scroll up (the original). */
export interface ScrollingTriggerSettings {
  direction: ScrollDirection
  offset: number
}

/** Opens when the first element matching `selector` comes into view. */
export interface ScrollingToTriggerSettings {
  selector: string
}

/** Opens at the `times`-th click anywhere, or on an element matching `selector` when given. */
export interface ClickTriggerSettings {
  times: number
  selector?: string | null
}

/** Opens after `time` seconds without pointer, key, touch or scroll activity. */
export interface InactivityTriggerSettings {
  time: number
}

/** Opens when the pointer leaves through the top of the window (desktop only). No settings. */
export type ExitIntentTriggerSettings = Record<string, never>

/** Checks `delay` seconds after load whether an ad blocker hid a bait element. */
export interface AdblockDetectionTriggerSettings {
  delay: number
}

export interface PopupTriggers {
  page_load?: PageLoadTriggerSettings | null
  scrolling?: ScrollingTriggerSettings | null
  scrolling_to?: ScrollingToTriggerSettings | null
  click?: ClickTriggerSettings | null
  inactivity?: InactivityTriggerSettings | null
  /** `true` or `{}` arms it. */
  exit_intent?: ExitIntentTriggerSettings | boolean | null
  adblock_detection?: AdblockDetectionTriggerSettings | null
}

// ---- The rest of spec 3's settings ----

export const CLOSE_BUTTON_POSITIONS = ['inside', 'outside'] as const
export type CloseButtonPosition = (typeof CLOSE_BUTTON_POSITIONS)[number]

export interface PopupBehaviourSettings {
  entrance_animation?: string | null
  exit_animation?: string | null
  close_button_position?: CloseButtonPosition | null
  /** Seconds before the close button shows (spec 9 "close button delay … in seconds"). */
  close_button_delay?: number | null
  /** Seconds after which the popup closes by itself. */
  close_automatically?: number | null
  prevent_scroll?: boolean | null
  prevent_close_on_background_click?: boolean | null
  prevent_close_on_esc_key?: boolean | null
  avoid_multiple_popups?: boolean | null
  /** A click on an element matching it opens the popup, whatever its triggers. */
  open_selector?: string | null
}

/** Spec 3 "Popup settings": id, timing rules, triggers and the behaviour fields. */
export interface PopupSettings extends PopupBehaviourSettings {
  id: string | number
  timing?: PopupTimingRules | null
  triggers?: PopupTriggers | null
}

/** A whole number of zero or more (a count or a delay), or null when the value is not one. */
export function asCount(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null
}

/** Zero or more seconds (fractions allowed), or null when the value is not one. */
export function asSeconds(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null
}
