/**
 * What the timing rules know about the visitor, gathered once per page by the popup script (the
 * counts from `storage.ts`, the rest from the browser). Plain data, so every rule is a pure
 * function of its settings and this. Isomorphic.
 */
export interface PopupVisitor {
  /** Logged in: the user's roles; anonymous: null. */
  roles: readonly string[]
}

export interface PopupVisitorContext {
  /** Now, in milliseconds since the epoch. */
  now: number
  /** `document.referrer`: '' when the visitor typed the address or came from a bookmark. */
  referrer: string
  /** This site's host (`location.host`), to tell an internal referrer from another site's. */
  host: string
  /** Pages of the site viewed in this browser, the current one included. */
  pageViews: number
  /** Sessions (browser sessions with the site open) so far, the current one included. */
  sessions: number
  /** When the current session started (ms): the `session` frame of the `times` rule. */
  sessionStartedAt: number
  /** The logged-in user, or null for an anonymous visitor. */
  user: PopupVisitor | null
  /** `window.innerWidth` in CSS pixels. */
  viewportWidth: number
  /** `navigator.userAgent`. */
  userAgent: string
  /** When this popup was shown before in this browser (ms), for the `times` rule. */
  showings: readonly number[]
}
