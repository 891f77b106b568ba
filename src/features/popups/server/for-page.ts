/**
 * A page's popups: the published popups whose "Where" matches the page and whose languages hold
 * the page's, in a compact, serialisable shape for the client runtime: spec section 3's settings
 * as the model takes them (`model/settings.ts`: only the rules and triggers switched on) beside
 * the content's page blocks, relations populated as pages read theirs, ready for `RenderBlocks`.
 *
 * Cached like the rest of the site's data: the page that asks is rendered once and kept in Next's
 * full-route cache (and the front's page cache) until a publish revalidates the site, which a
 * popup's change or deletion does (the feature `revalidates` `popups`); within one render the
 * popups of a language are read once (`react.cache`).
 */
import type { Payload } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Page, Popup } from '@/payload-types'
import { SITE_TIME_ZONE } from '@/shared/constants'

import type { PopupSettings, PopupTimingRules, PopupTriggers } from '../model/settings'
import type { PopupAudience } from '../options'
import { popupShowsOn, type PopupPage, type PopupWhere } from '../placement'

/** A page block, as a popup's content holds them. */
export type PopupBlock = NonNullable<Page['layout']>[number]

/** One popup of a page, as the client runtime gets it. */
export interface PagePopup {
  /** The popup's id (spec section 3), which its counts and its do-not-show-again are keyed by. */
  id: number
  /** Its accessible name (the dialog's `aria-label`). */
  title: string
  /** Its content: page blocks in the page's language, relations populated. */
  layout: PopupBlock[]
  /**
   * Spec section 3's settings in the model's shape (`model/settings.ts`): the timing rules and
   * triggers switched on (one left out is off), and how it opens and closes.
   */
  settings: PopupSettings
  /** Who sees it besides the rules: everyone, signed-in visitors, or anonymous visitors. */
  audience: PopupAudience
}

/** A page asking for its popups. */
export interface PopupsForPageArgs extends PopupPage {
  payload: Payload
  locale: Locale
  /** A signed-in editor's preview: their latest drafts too. Visitors: published popups only. */
  viewer?: { id: number } | null
}

/** A whole number of zero or more, else `fallback`. */
const whole = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback

/** Seconds (zero or more, fractions kept), else `fallback`. */
const secondsOf = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null

const wallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * A stored instant as the wall time the editor typed (`YYYY-MM-DDTHH:mm`): the admin's picker
 * shows Tbilisi's clock, and the rule reads that wall time on the clock the editor chose.
 */
export function tbilisiWallClock(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return wallClock.format(date).replace(' ', 'T')
}

type Switchable = { enabled?: boolean | null } | null | undefined
const on = <T extends Switchable>(group: T): group is NonNullable<T> => Boolean(group?.enabled)

/** The timing rules switched on, in the model's shape. */
export function timingOf(rules: Popup['rules']): PopupTimingRules {
  const out: PopupTimingRules = {}
  if (!rules) return out
  if (on(rules.page_views)) out.page_views = { views: whole(rules.page_views.views, 1) }
  if (on(rules.sessions)) out.sessions = { sessions: whole(rules.sessions.sessions, 1) }
  const url = text(rules.url?.url)
  if (on(rules.url) && url) out.url = { action: rules.url.action ?? 'contains', url }
  if (on(rules.sources)) out.sources = { sources: [...(rules.sources.sources ?? [])] }
  if (on(rules.logged_in)) {
    const users = rules.logged_in.users ?? 'all'
    out.logged_in = { users, roles: users === 'custom' ? [...(rules.logged_in.roles ?? [])] : [] }
  }
  if (on(rules.devices)) out.devices = { devices: [...(rules.devices.devices ?? [])] }
  if (on(rules.times)) {
    out.times = {
      times: Math.max(1, whole(rules.times.times, 1)),
      period: rules.times.period ?? 'week',
    }
  }
  if (on(rules.browsers)) out.browsers = { browsers: [...(rules.browsers.browsers ?? [])] }
  if (on(rules.schedule)) {
    out.schedule = {
      from: tbilisiWallClock(rules.schedule.from),
      to: tbilisiWallClock(rules.schedule.to),
      time_zone: rules.schedule.time_zone ?? SITE_TIME_ZONE,
    }
  }
  return out
}

/** The triggers switched on, in the model's shape. */
export function triggersOf(triggers: Popup['triggers']): PopupTriggers {
  const out: PopupTriggers = {}
  if (!triggers) return out
  if (on(triggers.page_load)) out.page_load = { delay: secondsOf(triggers.page_load.delay, 0) }
  if (on(triggers.scrolling)) {
    out.scrolling = {
      direction: triggers.scrolling.direction ?? 'down',
      offset: Math.min(100, Math.max(1, whole(triggers.scrolling.offset, 50))),
    }
  }
  const target = text(triggers.scrolling_to?.selector)
  if (on(triggers.scrolling_to) && target) out.scrolling_to = { selector: target }
  if (on(triggers.click)) {
    out.click = {
      times: Math.max(1, whole(triggers.click.times, 1)),
      selector: text(triggers.click.selector),
    }
  }
  if (on(triggers.inactivity)) {
    out.inactivity = { time: Math.max(1, secondsOf(triggers.inactivity.time, 30)) }
  }
  if (on(triggers.exit_intent)) out.exit_intent = {}
  if (on(triggers.adblock_detection)) {
    out.adblock_detection = { delay: secondsOf(triggers.adblock_detection.delay, 0) }
  }
  return out
}

/** Spec section 3's settings of a stored popup, in the model's shape. */
export function settingsOf(doc: Popup): PopupSettings {
  const b = doc.behaviour
  return {
    id: doc.id,
    timing: timingOf(doc.rules),
    triggers: triggersOf(doc.triggers),
    entrance_animation: b?.entrance_animation ?? 'fadeIn',
    exit_animation: b?.exit_animation ?? 'fadeOut',
    close_button_position: b?.close_button_position ?? 'inside',
    close_button_delay: secondsOf(b?.close_button_delay, 0),
    close_automatically: secondsOf(b?.close_automatically, 0),
    prevent_scroll: Boolean(b?.prevent_scroll),
    prevent_close_on_background_click: Boolean(b?.prevent_close_on_background_click),
    prevent_close_on_esc_key: Boolean(b?.prevent_close_on_esc_key),
    avoid_multiple_popups: Boolean(b?.avoid_multiple_popups),
    open_selector: text(b?.open_selector),
  }
}

/** A stored popup in the runtime's shape. */
export function pagePopupOf(doc: Popup): PagePopup {
  return {
    id: doc.id,
    title: doc.title ?? '',
    layout: (doc.layout ?? []) as PopupBlock[],
    settings: settingsOf(doc),
    audience: doc.where?.audience ?? 'everyone',
  }
}

/** Whether anything can ever open it: a trigger, or the click selector. */
const canOpen = ({ settings }: PagePopup) =>
  Object.keys(settings.triggers ?? {}).length > 0 || Boolean(settings.open_selector)

/** The most popups a site keeps live at once that a page reads (a bound, not a quota). */
const MAX_POPUPS = 200

/**
 * The popups of a language: published (or, in an editor's preview, their latest drafts) and
 * meant for that language. Read with the reader's access, never with access overridden.
 */
const popupsOfLocale = cache(
  async (payload: Payload, locale: Locale, viewer: { id: number } | null): Promise<Popup[]> => {
    const { docs } = await payload.find({
      collection: 'popups',
      locale,
      draft: Boolean(viewer),
      where: viewer
        ? { languages: { in: [locale] } }
        : { and: [{ _status: { equals: 'published' } }, { languages: { in: [locale] } }] },
      depth: 2,
      limit: MAX_POPUPS,
      sort: 'id',
      pagination: false,
      overrideAccess: false,
      ...(viewer ? { user: viewer as never } : {}),
      // The counts are the admin's, never the page's.
      joins: { stats: false },
    })
    // A draft may have lost the language since: checked on the document read. A popup with no
    // content (in this language, nor in Georgian, the site's fallback) would open empty.
    return docs.filter((doc) => doc.languages?.includes(locale) && doc.layout?.length)
  },
)

/** The popups `page` shows in `locale`, oldest first, in the runtime's shape. */
export async function popupsForPage({
  payload,
  locale,
  viewer = null,
  ...page
}: PopupsForPageArgs): Promise<PagePopup[]> {
  const docs = await popupsOfLocale(payload, locale, viewer)
  return docs
    .filter((doc) => popupShowsOn(doc.where as PopupWhere, page))
    .map(pagePopupOf)
    .filter(canOpen)
}

/** The attribute of the preview page's button that opens its popup again. */
export const PREVIEW_OPENER_ATTRIBUTE = 'data-popup-open'

/**
 * One popup as an editor previews it (`/popup-preview/{id}`): their latest draft in `locale`, with
 * its content, look and closing as set, but opened at once for anyone (no timing rules, no
 * audience) and again by the page's button. Null when the viewer may not read it or it has no
 * content in this language.
 */
export async function popupForPreview({
  payload,
  id,
  locale,
  viewer,
}: {
  payload: Payload
  id: number
  locale: Locale
  viewer: { id: number }
}): Promise<{ popup: PagePopup; showsInLocale: boolean } | null> {
  const doc = await payload.findByID({
    collection: 'popups',
    id,
    locale,
    draft: true,
    depth: 2,
    overrideAccess: false,
    user: viewer as never,
    joins: { stats: false },
    disableErrors: true,
  })
  if (!doc?.layout?.length) return null
  const popup = pagePopupOf(doc)
  return {
    popup: {
      ...popup,
      audience: 'everyone',
      settings: {
        ...popup.settings,
        timing: {},
        triggers: { page_load: { delay: 0 } },
        open_selector: `[${PREVIEW_OPENER_ATTRIBUTE}="${doc.id}"]`,
      },
    },
    showsInLocale: Boolean(doc.languages?.includes(locale)),
  }
}
