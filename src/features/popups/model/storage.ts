/**
 * What the browser remembers for the popups, over a `localStorage`-like interface: per popup, its
 * do-not-show-again mark (spec 4 "A popup can be disabled permanently (do-not-show-again), stored
 * per popup") and when it was shown (the `times` rule); per visitor, the page views and sessions
 * the `page_views` and `sessions` rules count (the original's `setViewsAndSessions`). Keys carry a
 * version, so a later shape can ignore these. Storage may be missing, hold anything (corrupt JSON,
 * another script's value) or throw (Safari's private mode, a full quota, storage blocked): every
 * function here then answers as for a new visitor and never throws. Isomorphic.
 */
import { POPUP_TIMES_FRAMES_SECONDS } from '@/shared/constants'

/** The part of the Web Storage API used here. */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export const POPUP_STORAGE_VERSION = 1
const PREFIX = `sakhli:popups:v${POPUP_STORAGE_VERSION}`

export const popupStorageKey = (popupId: string | number) => `${PREFIX}:popup:${popupId}`
export const VISITOR_STORAGE_KEY = `${PREFIX}:visitor`
export const SESSION_STORAGE_KEY = `${PREFIX}:session`

/** Showings kept per popup: enough for any sensible "up to N times" limit. */
export const MAX_KEPT_SHOWINGS = 100
/** Showings older than the longest frame (a month) can no longer count. */
const LONGEST_FRAME_MS = POPUP_TIMES_FRAMES_SECONDS.month * 1000

export interface PopupRecord {
  disabled: boolean
  showings: number[]
}

export interface VisitorCounts {
  pageViews: number
  sessions: number
}

export interface SessionMark {
  startedAt: number
}

/** The storage, or null when even reaching it throws (`window.localStorage` can). */
export function safeStorage(get: () => StorageLike | null | undefined): StorageLike | null {
  try {
    return get() ?? null
  } catch {
    return null
  }
}

function readJson(storage: StorageLike | null, key: string): unknown {
  if (!storage) return null
  try {
    const raw = storage.getItem(key)
    return raw === null ? null : JSON.parse(raw)
  } catch {
    return null
  }
}

/** Writes; false when the storage is missing or refuses. */
function writeJson(storage: StorageLike | null, key: string, value: unknown): boolean {
  if (!storage) return false
  try {
    storage.setItem(key, JSON.stringify(value))
    return true
  } catch {
    return false
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0

export function readPopupRecord(
  storage: StorageLike | null,
  popupId: string | number,
): PopupRecord {
  const stored = readJson(storage, popupStorageKey(popupId))
  if (!isRecord(stored)) return { disabled: false, showings: [] }
  return {
    disabled: stored.disabled === true,
    showings: Array.isArray(stored.showings) ? stored.showings.filter(isTime) : [],
  }
}

/** Do-not-show-again: the popup never opens again in this browser. */
export function disablePopup(storage: StorageLike | null, popupId: string | number): boolean {
  const record = readPopupRecord(storage, popupId)
  return writeJson(storage, popupStorageKey(popupId), { ...record, disabled: true })
}

export function isPopupDisabled(storage: StorageLike | null, popupId: string | number): boolean {
  return readPopupRecord(storage, popupId).disabled
}

/** Keeps the showings that can still count, the newest `MAX_KEPT_SHOWINGS`. */
export function pruneShowings(showings: readonly number[], now: number): number[] {
  return showings
    .filter((at) => isTime(at) && now - at < LONGEST_FRAME_MS)
    .sort((a, b) => a - b)
    .slice(-MAX_KEPT_SHOWINGS)
}

/** Notes a showing of the popup now; returns the showings kept. */
export function recordShowing(
  storage: StorageLike | null,
  popupId: string | number,
  now: number,
): number[] {
  const record = readPopupRecord(storage, popupId)
  const showings = pruneShowings([...record.showings, now], now)
  writeJson(storage, popupStorageKey(popupId), { ...record, showings })
  return showings
}

export function readVisitorCounts(storage: StorageLike | null): VisitorCounts {
  const stored = readJson(storage, VISITOR_STORAGE_KEY)
  if (!isRecord(stored)) return { pageViews: 0, sessions: 0 }
  return { pageViews: count(stored.pageViews), sessions: count(stored.sessions) }
}

/**
 * Counts this page view, and a new session when the session storage has no mark yet (the
 * original counted a session when its session-scoped `activeSession` flag was missing). Returns
 * the counts with this page included, and when the session began. Call once per page.
 */
export function countVisit(
  local: StorageLike | null,
  session: StorageLike | null,
  now: number,
): VisitorCounts & SessionMark {
  const counts = readVisitorCounts(local)
  const mark = readJson(session, SESSION_STORAGE_KEY)
  const current = isRecord(mark) && isTime(mark.startedAt) ? mark.startedAt : null
  const startedAt = current ?? now
  if (current === null) writeJson(session, SESSION_STORAGE_KEY, { startedAt })
  const next = {
    pageViews: counts.pageViews + 1,
    sessions: counts.sessions + (current === null ? 1 : 0),
  }
  writeJson(local, VISITOR_STORAGE_KEY, next)
  return { ...next, startedAt }
}
