/**
 * The popups' browser storage: do-not-show-again per popup (spec 4), showings for the times rule,
 * the page-view and session counts; versioned keys; corrupt values and throwing storage tolerated.
 */
import { describe, expect, it } from 'vitest'

import {
  countVisit,
  disablePopup,
  isPopupDisabled,
  MAX_KEPT_SHOWINGS,
  popupStorageKey,
  pruneShowings,
  readPopupRecord,
  readVisitorCounts,
  recordShowing,
  safeStorage,
  SESSION_STORAGE_KEY,
  VISITOR_STORAGE_KEY,
  type StorageLike,
} from '@/features/popups/model'
import { POPUP_TIMES_FRAMES_SECONDS } from '@/shared/constants'

import { NOW } from './visitor'

class MemoryStorage implements StorageLike {
  items = new Map<string, string>()
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

/** Safari's private mode of old, a full quota, or storage blocked by the browser. */
const throwing: StorageLike = {
  getItem() {
    throw new DOMException('denied', 'SecurityError')
  },
  setItem() {
    throw new DOMException('full', 'QuotaExceededError')
  },
}

/** Reads work, writes throw (a full quota). */
class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException('full', 'QuotaExceededError')
  }
}

const MONTH_MS = POPUP_TIMES_FRAMES_SECONDS.month * 1000

describe('keys', () => {
  it('carry a version and the popup id', () => {
    expect(popupStorageKey(12)).toBe('sakhli:popups:v1:popup:12')
    expect(popupStorageKey('12')).toBe(popupStorageKey(12))
    expect(VISITOR_STORAGE_KEY).toBe('sakhli:popups:v1:visitor')
    expect(SESSION_STORAGE_KEY).toBe('sakhli:popups:v1:session')
  })
})

describe('do-not-show-again', () => {
  it('is stored per popup', () => {
    const storage = new MemoryStorage()
    expect(isPopupDisabled(storage, 1)).toBe(false)
    expect(disablePopup(storage, 1)).toBe(true)
    expect(isPopupDisabled(storage, 1)).toBe(true)
    expect(isPopupDisabled(storage, 2)).toBe(false)
  })

  it('keeps the showings already stored, and survives later showings', () => {
    const storage = new MemoryStorage()
    recordShowing(storage, 1, NOW - 1000)
    disablePopup(storage, 1)
    expect(readPopupRecord(storage, 1)).toEqual({ disabled: true, showings: [NOW - 1000] })
    recordShowing(storage, 1, NOW)
    expect(isPopupDisabled(storage, 1)).toBe(true)
  })

  it('counts only a stored true as disabled', () => {
    const storage = new MemoryStorage()
    storage.setItem(popupStorageKey(1), JSON.stringify({ disabled: 'yes' }))
    expect(isPopupDisabled(storage, 1)).toBe(false)
  })
})

describe('showings', () => {
  it('are recorded in order', () => {
    const storage = new MemoryStorage()
    recordShowing(storage, 7, NOW - 5000)
    expect(recordShowing(storage, 7, NOW)).toEqual([NOW - 5000, NOW])
    expect(readPopupRecord(storage, 7).showings).toEqual([NOW - 5000, NOW])
  })

  it('drop what no frame can count any more (older than a month) and keep the newest 100', () => {
    expect(pruneShowings([NOW - MONTH_MS, NOW - MONTH_MS + 1, NOW], NOW)).toEqual([
      NOW - MONTH_MS + 1,
      NOW,
    ])
    const many = Array.from({ length: 150 }, (_, i) => NOW - i * 1000)
    const kept = pruneShowings(many, NOW)
    expect(kept).toHaveLength(MAX_KEPT_SHOWINGS)
    expect(kept.at(-1)).toBe(NOW)
    expect(kept[0]).toBe(NOW - 99_000)
  })

  it('keep only numbers read back from storage', () => {
    const storage = new MemoryStorage()
    storage.setItem(popupStorageKey(3), JSON.stringify({ showings: [NOW, 'x', null, -1, 5] }))
    expect(readPopupRecord(storage, 3).showings).toEqual([NOW, 5])
  })
})

describe('corrupt storage', () => {
  it.each([
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['a number', '42'],
    ['a list', '[1,2]'],
    ['a string', '"disabled"'],
    ['showings not a list', '{"showings":{"a":1}}'],
  ])('reads %s as a new visitor and writes over it', (_, raw) => {
    const storage = new MemoryStorage()
    storage.setItem(popupStorageKey(1), raw)
    storage.setItem(VISITOR_STORAGE_KEY, raw)
    expect(readPopupRecord(storage, 1)).toEqual({ disabled: false, showings: [] })
    expect(readVisitorCounts(storage)).toEqual({ pageViews: 0, sessions: 0 })
    expect(recordShowing(storage, 1, NOW)).toEqual([NOW])
    expect(disablePopup(storage, 1)).toBe(true)
    expect(isPopupDisabled(storage, 1)).toBe(true)
  })

  it('reads counts that are no whole numbers as none', () => {
    const storage = new MemoryStorage()
    storage.setItem(VISITOR_STORAGE_KEY, JSON.stringify({ pageViews: -3, sessions: 1.5 }))
    expect(readVisitorCounts(storage)).toEqual({ pageViews: 0, sessions: 0 })
  })
})

describe('storage that throws or is missing', () => {
  it('never throws, and answers as for a new visitor', () => {
    for (const storage of [throwing, null]) {
      expect(readPopupRecord(storage, 1)).toEqual({ disabled: false, showings: [] })
      expect(isPopupDisabled(storage, 1)).toBe(false)
      expect(disablePopup(storage, 1)).toBe(false)
      expect(recordShowing(storage, 1, NOW)).toEqual([NOW])
      expect(readVisitorCounts(storage)).toEqual({ pageViews: 0, sessions: 0 })
      expect(countVisit(storage, storage, NOW)).toEqual({
        pageViews: 1,
        sessions: 1,
        startedAt: NOW,
      })
    }
  })

  it('reports a refused write', () => {
    const full = new FullStorage()
    expect(disablePopup(full, 1)).toBe(false)
    expect(isPopupDisabled(full, 1)).toBe(false)
  })

  it('safeStorage gives null when reaching the storage throws', () => {
    const memory = new MemoryStorage()
    expect(safeStorage(() => memory)).toBe(memory)
    expect(safeStorage(() => undefined)).toBeNull()
    expect(
      safeStorage(() => {
        throw new DOMException('blocked', 'SecurityError')
      }),
    ).toBeNull()
  })
})

describe('countVisit: page views and sessions', () => {
  it('counts each page, and a session once per session storage', () => {
    const local = new MemoryStorage()
    const firstTab = new MemoryStorage()
    expect(countVisit(local, firstTab, NOW)).toEqual({ pageViews: 1, sessions: 1, startedAt: NOW })
    expect(countVisit(local, firstTab, NOW + 1000)).toEqual({
      pageViews: 2,
      sessions: 1,
      startedAt: NOW,
    })
    // The browser closed: a new session storage is a new session.
    const nextDay = new MemoryStorage()
    expect(countVisit(local, nextDay, NOW + 86_400_000)).toEqual({
      pageViews: 3,
      sessions: 2,
      startedAt: NOW + 86_400_000,
    })
    expect(readVisitorCounts(local)).toEqual({ pageViews: 3, sessions: 2 })
  })

  it('starts a session again when its mark is corrupt', () => {
    const local = new MemoryStorage()
    const session = new MemoryStorage()
    session.setItem(SESSION_STORAGE_KEY, '{"startedAt":"yesterday"}')
    expect(countVisit(local, session, NOW).sessions).toBe(1)
    expect(JSON.parse(session.getItem(SESSION_STORAGE_KEY)!)).toEqual({ startedAt: NOW })
  })
})
