// A minimum rate for request bodies. The idle timeout closes a connection that sends nothing; one
// that sends a byte every few seconds is never idle and held a connection (and whatever the app
// set up for the request) until the whole-request timeout, 300 s. After a grace period a body
// must arrive at an average of at least `bytesPerSecond`, else the request is answered 408 and the
// connection closed. A 25 MB upload within the 300 s request timeout needs 85 KB/s; the minimum is
// far below any real line.

export const DEFAULT_BODY_RATE = {
  /** No judgement before this: a slow start (a phone waking its radio) is not an attack. */
  graceMs: 10_000,
  /** The least average rate, from the start of the request. */
  bytesPerSecond: 1024,
  /** How often requests in progress are looked at. */
  checkEveryMs: 1_000,
}

/**
 * @typedef {{
 *   req: import('node:http').IncomingMessage,
 *   res: import('node:http').ServerResponse,
 *   started: number,
 *   baseline: number,
 * }} Watched
 */

/**
 * The watcher. One interval for every request, started here, when the server is made: a timer
 * started inside a request would carry that request's async context for as long as it lives.
 * @param {Partial<typeof DEFAULT_BODY_RATE>} [options]
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} [tooSlow]
 *   answers a request whose body is too slow (the front's 408)
 */
export function createBodyRateGuard(options = {}, tooSlow = closeSlow) {
  const settings = { ...DEFAULT_BODY_RATE, ...options }
  /** @type {Set<Watched>} */
  const watched = new Set()

  function check() {
    const now = Date.now()
    for (const entry of watched) {
      const { req, res, started, baseline } = entry
      if (req.complete || res.writableEnded || req.destroyed) {
        watched.delete(entry)
        continue
      }
      const elapsed = now - started
      if (elapsed < settings.graceMs) continue
      // Bytes waiting unread mean the app is not reading (the socket is paused on our side): not
      // the client's slowness.
      if (req.readableLength > 0) continue
      const received = (req.socket?.bytesRead ?? 0) - baseline
      if ((received * 1000) / elapsed >= settings.bytesPerSecond) continue
      watched.delete(entry)
      tooSlow(req, res)
    }
  }

  const timer = setInterval(check, settings.checkEveryMs)
  timer.unref()

  return {
    /**
     * Watches a request that has a body, until the body is in or the answer is sent.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    watch(req, res) {
      /** @type {Watched} */
      const entry = { req, res, started: Date.now(), baseline: req.socket?.bytesRead ?? 0 }
      watched.add(entry)
      // Dropped at once when the exchange ends, not at the next check: the set holds no request
      // longer than it lasts.
      res.once('close', () => watched.delete(entry))
    },
    stop() {
      clearInterval(timer)
      watched.clear()
    },
    /** Requests being watched (for tests). */
    size: () => watched.size,
  }
}

/**
 * Without an answer to give: the connection is closed.
 * @param {import('node:http').IncomingMessage} req
 */
function closeSlow(req) {
  req.socket?.destroy()
}
