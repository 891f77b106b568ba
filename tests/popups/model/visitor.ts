/** A visitor context for the rule tests: a first-time anonymous desktop Chrome visitor. */
import type { PopupVisitorContext } from '@/features/popups/model'

export const NOW = Date.UTC(2026, 10, 27, 12, 0, 0)

export const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

export function visitor(overrides: Partial<PopupVisitorContext> = {}): PopupVisitorContext {
  return {
    now: NOW,
    referrer: '',
    host: 'sakhli.ge',
    pageViews: 1,
    sessions: 1,
    sessionStartedAt: NOW - 60_000,
    user: null,
    viewportWidth: 1280,
    userAgent: CHROME_UA,
    showings: [],
    ...overrides,
  }
}
