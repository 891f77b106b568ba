/**
 * Spam scoring without any outside service (spec sections 1 and 9): the browser's signals (pointer
 * samples, time to submit, a honeypot) and the request itself are weighed into a score; at
 * SPAM_THRESHOLD or more the submission is spam (stored and flagged, never mailed).
 */
import { POINTER_MAX_SAMPLES } from '@/shared/constants'
import { SPAM_FIELDS } from '@/features/contact-forms/model/feedback'

export const SPAM_THRESHOLD = 5
/** Faster than this from the form becoming interactive to the submit is not a person typing. */
export const MIN_HUMAN_FILL_MS = 2_000
const MAX_LINKS = 3

export interface SpamSignals {
  honeypotFilled: boolean
  /** Milliseconds from the form becoming interactive to the submit; null without JavaScript. */
  fillTimeMs: number | null
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

function countPointerSamples(raw: FormDataEntryValue | null): number {
  if (typeof raw !== 'string' || !raw) return 0
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? Math.min(parsed.length, POINTER_MAX_SAMPLES) : 0
  } catch {
    return 0
  }
}

/** Reads the signals of a submission; `texts` are the visitor's posted text values. */
export function readSpamSignals(
  formData: FormData,
  texts: string[],
  userAgent: string,
  now = Date.now(),
): SpamSignals {
  const honeypot = formData.get(SPAM_FIELDS.honeypot)
  const started = Number(formData.get(SPAM_FIELDS.startedAt))
  const links = texts.reduce((n, text) => n + (text.match(/https?:\/\/|www\./gi)?.length ?? 0), 0)
  return {
    honeypotFilled: typeof honeypot === 'string' && honeypot.trim() !== '',
    // The start comes from the visitor's clock: one that runs ahead says nothing about speed.
    fillTimeMs: Number.isFinite(started) && started > 0 && started <= now ? now - started : null,
    pointerSamples: countPointerSamples(formData.get(SPAM_FIELDS.pointer)),
    userAgent,
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
  if (signals.fillTimeMs !== null && signals.fillTimeMs < MIN_HUMAN_FILL_MS) {
    add(3, `filled in ${signals.fillTimeMs} ms`)
  }
  // Keyboard and touch users move no pointer: on its own this is only a hint.
  if (signals.fillTimeMs !== null && signals.pointerSamples === 0) add(1, 'no pointer movement')
  if (!signals.userAgent.trim()) add(2, 'no user agent')
  if (signals.links > MAX_LINKS) add(3, `${signals.links} links`)
  return { spam: score >= SPAM_THRESHOLD, score, reasons, signals }
}
