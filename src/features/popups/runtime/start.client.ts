/**
 * The popups' runtime on a page (spec 4 "Hidden, then shown when timing rules pass and a trigger
 * fires"): reads the slot PopupsSlot rendered, counts the visit, and for each popup whose audience
 * admits the visitor arms its `open_selector` (a click the visitor asked for: no timing rules, as
 * the original bound it beside them) and, when its timing rules pass, its triggers (the first that
 * fires wins: model/arm.ts). A popup opens in its dialog (./dialog.client.ts) unless
 * `mayOpenPopup` says no (do-not-show-again; `avoid_multiple_popups` while any dialog is open).
 * Each showing is recorded for the `times` rule and counted by beacon: view, close, conversion.
 * Returns the stop function (the page is left): listeners, timers and dialogs go.
 */
import type { Locale } from '@/i18n/locales'
import { popupsMessages } from '@/i18n/messages/popups'

import {
  armOpenSelector,
  armTriggers,
  browserTriggerEnvironment,
  countVisit,
  disablePopup,
  isPopupDisabled,
  mayOpenPopup,
  readPopupRecord,
  recordShowing,
  rulesPass,
  safeStorage,
  type BrowserWindow,
  type PopupOpenedBy,
  type PopupVisitor,
  type PopupVisitorContext,
  type StorageLike,
  type TriggerEnvironment,
} from '../model'
import type { PopupEvent } from '../beacon'
import { sendPopupBeacon, type BeaconTransport } from './beacon.client'
import { createPopupDialog, type PopupDialogHandle } from './dialog.client'
import {
  parseSlotPopups,
  POPUP_CONTENT_ATTRIBUTE,
  POPUPS_PREVIEW_ATTRIBUTE,
  POPUPS_SETTINGS_ATTRIBUTE,
  POPUPS_STATE_ATTRIBUTE,
  type SlotPopup,
} from './slot-data'
import { audienceAdmits, fetchSignedInVisitor, popupNeedsVisitor } from './visitor.client'

export interface StartPopupsOptions {
  locale: Locale
  /** Defaults to the slot's window. */
  win?: BrowserWindow
  /** Defaults to the window's localStorage and sessionStorage (null when blocked). */
  local?: StorageLike | null
  session?: StorageLike | null
  /** Defaults to the window's `fetch` (the `me` calls, the beacon's fallback). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>
  /** Defaults to `navigator.sendBeacon`. */
  sendBeacon?: BeaconTransport['sendBeacon']
  /** Defaults to `browserTriggerEnvironment(win)`. */
  env?: TriggerEnvironment
  now?: () => number
}

/** Reduced motion: html.no-motion (the head script's: phones and the media query) or the query. */
function reducedMotion(win: BrowserWindow): boolean {
  if (win.document.documentElement.classList.contains('no-motion')) return true
  try {
    return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  } catch {
    return false
  }
}

/** The open dialogs of the page, ours by popup id, any other (a lightbox, a team card) apart. */
function openDialogIds(doc: Document): string[] {
  return Array.from(doc.querySelectorAll<HTMLDialogElement>('dialog[open]'), (dialog, index) =>
    dialog.dataset.popupId ? dialog.dataset.popupId : `dialog-${index}`,
  )
}

export function startPopups(slot: Element, options: StartPopupsOptions): () => void {
  const win = options.win ?? (slot.ownerDocument.defaultView as BrowserWindow)
  const doc = win.document
  const settingsScript = slot.querySelector(`script[${POPUPS_SETTINGS_ATTRIBUTE}]`)
  const popups = parseSlotPopups(settingsScript?.textContent)
  if (!popups.length) return () => {}

  const now = options.now ?? (() => Date.now())
  // An editor's preview remembers nothing and counts nothing: the popup opens every time.
  const preview = slot.hasAttribute(POPUPS_PREVIEW_ATTRIBUTE)
  const local = preview
    ? null
    : 'local' in options
      ? (options.local ?? null)
      : safeStorage(() => win.localStorage)
  const session = preview
    ? null
    : 'session' in options
      ? (options.session ?? null)
      : safeStorage(() => win.sessionStorage)
  const fetchImpl = options.fetch ?? ((url, init) => win.fetch(url, init))
  const transport: BeaconTransport = {
    sendBeacon:
      options.sendBeacon ??
      (typeof win.navigator.sendBeacon === 'function'
        ? (url, data) => win.navigator.sendBeacon(url, data)
        : undefined),
    fetch: fetchImpl,
  }
  const count = (popup: SlotPopup, event: PopupEvent) => {
    if (!preview) sendPopupBeacon(transport, popup.id, event)
  }
  const env = options.env ?? browserTriggerEnvironment(win)
  const labels = popupsMessages[options.locale] ?? popupsMessages.ka
  const visit = countVisit(local, session, now())

  const cleanups: (() => void)[] = []
  const handles = new Map<number, PopupDialogHandle>()
  let stopped = false

  const deps = {
    doc,
    labels,
    reducedMotion: () => reducedMotion(win),
    onOpen: (popup: SlotPopup) => {
      recordShowing(local, popup.id, now())
      count(popup, 'view')
    },
    onClose: (popup: SlotPopup) => count(popup, 'close'),
    onConversion: (popup: SlotPopup) => count(popup, 'conversion'),
    onNeverAgain: (popup: SlotPopup) => void disablePopup(local, popup.id),
  }

  function handleOf(popup: SlotPopup): PopupDialogHandle | null {
    const made = handles.get(popup.id)
    if (made) return made
    const content = slot.querySelector<HTMLElement>(`[${POPUP_CONTENT_ATTRIBUTE}="${popup.id}"]`)
    if (!content) return null
    const handle = createPopupDialog(popup, content, deps)
    handles.set(popup.id, handle)
    return handle
  }

  function tryOpen(popup: SlotPopup, openedBy: PopupOpenedBy, opener: Element | null): boolean {
    if (stopped) return false
    const opening = {
      id: popup.id,
      avoid_multiple_popups: popup.settings.avoid_multiple_popups,
      openedBy,
      disabled: isPopupDisabled(local, popup.id),
    }
    if (!mayOpenPopup(opening, openDialogIds(doc))) return false
    const handle = handleOf(popup)
    if (!handle) return false
    handle.open(opener)
    return true
  }

  function contextFor(popup: SlotPopup, user: PopupVisitor | null): PopupVisitorContext {
    return {
      now: now(),
      referrer: doc.referrer,
      host: win.location.host,
      pageViews: visit.pageViews,
      sessions: visit.sessions,
      sessionStartedAt: visit.startedAt,
      user,
      viewportWidth: win.innerWidth,
      userAgent: win.navigator.userAgent,
      showings: readPopupRecord(local, popup.id).showings,
    }
  }

  function arm(popup: SlotPopup, user: PopupVisitor | null) {
    if (stopped || !audienceAdmits(popup.audience, user)) return
    if (isPopupDisabled(local, popup.id)) return
    const selector = popup.settings.open_selector
    cleanups.push(
      armOpenSelector(selector, env, (event) => {
        const target = event.target
        const opener =
          target instanceof win.Element ? (target.closest(selector!.trim()) ?? target) : null
        tryOpen(popup, 'selector', opener)
      }),
    )
    if (rulesPass(popup.settings.timing, contextFor(popup, user))) {
      cleanups.push(
        armTriggers(popup.settings.triggers, env, () => tryOpen(popup, 'trigger', null)),
      )
    }
  }

  const needVisitor = popups.filter(popupNeedsVisitor)
  for (const popup of popups) if (!needVisitor.includes(popup)) arm(popup, null)
  if (needVisitor.length) {
    void fetchSignedInVisitor(fetchImpl).then((user) => {
      for (const popup of needVisitor) arm(popup, user)
    })
  }

  // Armed: what is on the page from now on (a scroll, a click, the pointer leaving) counts.
  slot.setAttribute(POPUPS_STATE_ATTRIBUTE, 'armed')

  return () => {
    stopped = true
    slot.removeAttribute(POPUPS_STATE_ATTRIBUTE)
    while (cleanups.length) cleanups.pop()!()
    handles.forEach((handle) => handle.destroy())
    handles.clear()
  }
}
