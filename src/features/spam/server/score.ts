/**
 * Spam scoring without any outside service (spec sections 1 and 9): the browser's signals (the
 * pointer trail, a honeypot), the server-signed time the form was shown, and the request itself
 * are weighed into a score; at SPAM_THRESHOLD or more the submission is spam (stored and flagged,
 * never mailed). A visitor without JavaScript gets through on the page's own signed start time.
 */
import { POINTER_MAX_SAMPLES } from '@/shared/constants'

import { SPAM_FIELDS } from '../model/signals'

import { readFormStart, type FormStart } from './start-token'

export const SPAM_THRESHOLD = 5
/** Faster than this from the form being shown to the submit is not a person typing. */
export const MIN_HUMAN_FILL_MS = 2_000
const MAX_LINKS = 3

export interface SpamSignals {
  honeypotFilled: boolean
  /** How the form's start time read: signed by this server, or missing, forged or expired. */
  start: FormStart['state']
  /** Milliseconds from the form being shown (signed) to the submit; null without a signed start. */
  fillTimeMs: number | null
  /** `no-js`: posted without JavaScript, where no browser signals are expected. */
  channel: SpamRequest['channel']
  /** Whether the browser ran the form's script (it writes the pointer trail, empty or not). */
  browserSignals: boolean
  pointerSamples: number
  userAgent: string
  links: number
}

export interface SpamVerdict {
  spam: boolean
  score: number
  reasons: string[]
  signals: SpamSignals
}

export interface SpamRequest {
  /** The visitor's posted text values. */
  texts: string[]
  userAgent: string
  /** `no-js`: posted without JavaScript, where no browser signals are expected. */
  channel: 'rest' | 'no-js'
  now?: number
}

function readPointer(raw: FormDataEntryValue | null): { written: boolean; samples: number } {
  if (typeof raw !== 'string' || !raw) return { written: false, samples: 0 }
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return { written: false, samples: 0 }
    return { written: true, samples: Math.min(parsed.length, POINTER_MAX_SAMPLES) }
  } catch {
    return { written: false, samples: 0 }
  }
}

/** Reads the signals of a submission. */
export function readSpamSignals(formData: FormData, request: SpamRequest): SpamSignals {
  const now = request.now ?? Date.now()
  const honeypot = formData.get(SPAM_FIELDS.honeypot)
  const start = readFormStart(formData.get(SPAM_FIELDS.start), now)
  const pointer = readPointer(formData.get(SPAM_FIELDS.pointer))
  const links = request.texts.reduce(
    (n, text) => n + (text.match(/https?:\/\/|www\./gi)?.length ?? 0),
    0,
  )
  return {
    honeypotFilled: typeof honeypot === 'string' && honeypot.trim() !== '',
    start: start.state,
    fillTimeMs: start.state === 'signed' ? Math.max(0, now - start.startedAt) : null,
    channel: request.channel,
    browserSignals: pointer.written,
    pointerSamples: pointer.samples,
    userAgent: request.userAgent,
    links,
  }
}

export function scoreSpam(signals: SpamSignals): SpamVerdict {
  const reasons: string[] = []
  let score = 0
  const add = (points: number, reason: string) => {
    score += points
    reasons.push(reason)
  }
  if (signals.honeypotFilled) add(10, 'honeypot filled')
  // Every page with a form carries a signed start, so a post without one or with a forged one was
  // not sent from this site's page: spam on its own, with or without JavaScript.
  if (signals.start === 'forged') add(SPAM_THRESHOLD, 'forged start time')
  if (signals.start === 'missing') add(SPAM_THRESHOLD, 'no start time')
  // An expired start: a page kept open (or served from the cache) for longer than a token lives.
  // The page's script fetches a fresh one, so with JavaScript it is a strong hint.
  if (signals.start === 'expired') add(signals.channel === 'rest' ? 3 : 1, 'expired start time')
  if (signals.fillTimeMs !== null && signals.fillTimeMs < MIN_HUMAN_FILL_MS) {
    add(3, `filled in ${signals.fillTimeMs} ms`)
  }
  // The site's own script always writes its signals; without JavaScript there are none to miss.
  if (signals.channel === 'rest' && !signals.browserSignals) add(3, 'no browser signals')
  // Keyboard and touch users move no pointer: on its own this is only a hint.
  if (signals.browserSignals && signals.pointerSamples === 0) add(1, 'no pointer movement')
  if (!signals.userAgent.trim()) add(2, 'no user agent')
  if (signals.links > MAX_LINKS) add(3, `${signals.links} links`)
  return { spam: score >= SPAM_THRESHOLD, score, reasons, signals }
}
