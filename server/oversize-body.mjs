// A body over its cap is refused from its Content-Length, before a byte of it is read. Answering at
// once and closing the connection while the browser is still sending resets it (the unread bytes
// make the kernel send RST), and a browser then shows "connection reset" instead of the 413 page:
// the visitor who picked too large a file never learns why. So the rest of a body that is not far
// over its cap is read and thrown away first, within a bound of bytes and of time, and the answer
// follows; a body beyond the bound, or one still arriving when the time is up, is closed on as
// before, and so is any body while too many others are being drained.

const MB = 1024 * 1024

export const DEFAULT_OVERSIZE_DRAIN = {
  /** A body is drained when it is at most this many times its cap… */
  capFactor: 4,
  /** …and at most this many bytes. */
  maxBytes: 8 * MB,
  /** The whole body must have arrived within this long. */
  maxMs: 5_000,
  /** Bodies drained at once, over every visitor; beyond it the connection is closed at once. */
  atOnce: 16,
}

/**
 * The drainer of oversize bodies.
 * @param {Partial<typeof DEFAULT_OVERSIZE_DRAIN>} [options]
 */
export function createOversizeDrain(options = {}) {
  const settings = { ...DEFAULT_OVERSIZE_DRAIN, ...options }
  let draining = 0

  return {
    /**
     * Reads and discards the body of a refused request; resolves true once all of it has arrived
     * (the answer can then be read by the client), false when it is beyond the bounds, did not
     * arrive in time or the client went away.
     * @param {import('node:http').IncomingMessage} req
     * @param {number} length the declared Content-Length
     * @param {number} cap the cap it is over
     * @returns {Promise<boolean>}
     */
    drain(req, length, cap) {
      const bound = Math.min(settings.capFactor * cap, settings.maxBytes)
      if (length > bound || draining >= settings.atOnce) return Promise.resolve(false)
      if (req.complete) return Promise.resolve(true)
      draining++
      return new Promise((resolve) => {
        let received = 0
        const finish = (/** @type {boolean} */ whole) => {
          clearTimeout(timer)
          req.off('data', onData)
          req.off('end', onEnd)
          req.off('close', onClose)
          req.off('error', onClose)
          draining--
          resolve(whole)
        }
        const onData = (/** @type {Buffer} */ chunk) => {
          received += chunk.length
          // Node's parser stops at Content-Length; this only guards against a miscount.
          if (received > bound) finish(false)
        }
        const onEnd = () => finish(true)
        const onClose = () => finish(false)
        // Bounded and cleared when the body ends: it holds the request no longer than maxMs.
        const timer = setTimeout(() => finish(false), settings.maxMs)
        req.on('data', onData)
        req.once('end', onEnd)
        req.once('close', onClose)
        req.once('error', onClose)
        req.resume()
      })
    },
    /** Bodies being drained now (for tests). */
    draining: () => draining,
  }
}
