'use client'

/**
 * The ticking part of a countdown: the time left, every COUNTDOWN_PRECISION_MS, from one shared
 * clock; then the finish title and text, announced once. The ticking numbers are a `timer` (not
 * read out at each change); before the script runs there are none, the server's date shows.
 */
import { useSyncExternalStore } from 'react'

import { COUNTDOWN_PRECISION_MS } from '@/shared/constants'

import { timeLeft } from './time-left'

let now = 0
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!timer) {
    now = Date.now()
    timer = setInterval(() => {
      now = Date.now()
      listeners.forEach((l) => l())
    }, COUNTDOWN_PRECISION_MS)
  }
  return () => {
    listeners.delete(listener)
    if (!listeners.size && timer) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

const readClock = () => now || null

interface Labels {
  days: string
  hours: string
  minutes: string
  seconds: string
}

export function CountdownTimer({
  end,
  labels,
  finishTitle,
  finishText,
}: {
  end: number
  labels: Labels
  finishTitle: string
  finishText?: string | null
}) {
  // The snapshot must be stable between ticks (a fresh Date.now() per call makes React re-render
  // in a loop); before the clock starts it matches the server's (null), so hydration agrees.
  const at = useSyncExternalStore(subscribe, readClock, () => null)
  const left = at === null ? null : timeLeft(end, at)
  return (
    <>
      {left && !left.finished ? (
        <div role="timer" className="countdown-parts">
          {(['days', 'hours', 'minutes', 'seconds'] as const).map((part) => (
            <span key={part} className="countdown-part">
              <span className="countdown-value">{String(left[part]).padStart(2, '0')}</span>
              <span className="countdown-label">{labels[part]}</span>
            </span>
          ))}
        </div>
      ) : null}
      <div role="status" className="countdown-finish">
        {left?.finished ? (
          <>
            <p className="countdown-finish-title">{finishTitle}</p>
            {finishText ? <p>{finishText}</p> : null}
          </>
        ) : null}
      </div>
    </>
  )
}
