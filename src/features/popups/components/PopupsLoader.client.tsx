'use client'

/**
 * Renders nothing; once the page is interactive and the browser idle, fetches the popups' runtime
 * (its own chunk) and starts it on the slot (../runtime/start.client.ts). Leaving the page stops
 * it: listeners, timers and open dialogs go.
 */
import { useEffect } from 'react'

import type { Locale } from '@/i18n/locales'

/** The longest the runtime waits for an idle moment before it starts anyway. */
const IDLE_TIMEOUT_MS = 2000

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  // Safari before 18 has no requestIdleCallback: after the current work, at the latest.
  const handle = window.setTimeout(run, 1)
  return () => window.clearTimeout(handle)
}

export function PopupsLoader({ slotId, locale }: { slotId: string; locale: Locale }) {
  useEffect(() => {
    let stop: (() => void) | null = null
    let cancelled = false
    const cancelIdle = whenIdle(() => {
      import('../runtime/start.client')
        .then(({ startPopups }) => {
          const slot = document.getElementById(slotId)
          if (!cancelled && slot) stop = startPopups(slot, { locale })
        })
        // The chunk did not load: the page goes on without its popups.
        .catch(() => {})
    })
    return () => {
      cancelled = true
      cancelIdle()
      stop?.()
    }
  }, [slotId, locale])
  return null
}
