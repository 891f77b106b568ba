/**
 * Spam scoring without any outside service: the browser's signals (the
 * pointer trail, a honeypot), the server-signed time the form was shown, and the request itself
 * are weighed into a score; at SPAM_THRESHOLD or more the submission is spam (stored and flagged,
 * never mailed). A visitor without JavaScript gets through on the page's own signed start time.
 */
import { POINTER_MAX_SAMPLES } from '@/shared/constants'

import { MAX_KEY_EVENTS, SPAM_FIELDS } from '../model/signals'

import { readFormStart, type FormStart } from './start-token'

export const SPAM_THRESHOLD = 5
/** Faster than this from the form being shown to the submit is not a person typing. */
export const MIN_HUMAN_FILL_MS = 2_000
const MAX_LINKS = 3
/** Text heuristics read at most this much of each value: bounded work on any post. */
const MAX_SCANNED_CHARS = 20_000
/** The repetition scan is quadratic-ish in the worst case: it reads the start of a value only. */
const MAX_REPEAT_SCAN_CHARS = 4_000
const LINK = /https?:\/\/|www\./gi
const BBCODE_LINK = /\[(?:url|link)(?:=[^\]]*)?\]/gi
const URL_TOKEN = /^(?:https?:\/\/|www\.)\S+$/i
const EMAIL_VALUE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Link and repeated-text heuristics of the posted values, without any service. */
export function textSignals(
  texts: string[],
): Pick<
  SpamSignals,
  'links' | 'bbcodeLinks' | 'urlOnly' | 'repeatedAcrossFields' | 'repeatedWithinField'
> {
  const values = texts.map((t) => t.slice(0, MAX_SCANNED_CHARS))
  let links = 0
  let bbcodeLinks = 0
  for (const text of values) {
    links += text.match(LINK)?.length ?? 0
    bbcodeLinks += text.match(BBCODE_LINK)?.length ?? 0
  }
  const longest = values.reduce((a, b) => (b.trim().length > a.trim().length ? b : a), '')
  const words = longest.trim().split(/\s+/).filter(Boolean)
  const urlOnly = words.length > 0 && words.every((w) => URL_TOKEN.test(w))

  const seen = new Set<string>()
  let repeatedAcrossFields = false
  for (const text of values) {
    const normal = text.trim().toLowerCase().replace(/\s+/g, ' ')
    // Two e-mail fields (an address and its confirmation) legitimately agree.
    if (normal.length < 8 || EMAIL_VALUE.test(normal)) continue
    if (seen.has(normal)) repeatedAcrossFields = true
    seen.add(normal)
  }
  const repeatedWithinField = values.some(isRepetitive)
  return { links, bbcodeLinks, urlOnly, repeatedAcrossFields, repeatedWithinField }
}

/**
 * Whether a value is mostly one piece of text over and over: the same line three or more times,
 * or a run of 4+ characters repeated three or more times covering half the value or more.
 */
function isRepetitive(text: string): boolean {
  const normal = text
    .slice(0, MAX_REPEAT_SCAN_CHARS)
    .trim()
    .toLowerCase()
    .replace(/[ \t]+/g, ' ')
  if (normal.length < 24) return false
  const lines = normal
    .split(/\n+/)
    .map((l) => l.trim())
    .filter((l) => l.length >= 4)
  const counts = new Map<string, number>()
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1)
  if ([...counts.values()].some((n) => n >= 3)) return true
  // Bounded: the scan reads at most MAX_REPEAT_SCAN_CHARS.
  let covered = 0
  for (const match of normal.matchAll(/(.{4,80}?)\1{2,}/gs)) covered += match[0].length
  return covered * 2 >= normal.length
}

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
  /** Key presses counted by the browser (no values); null when the page wrote no count. */
  keyEvents: number | null
  userAgent: string
  links: number
  /** BBCode links (`[url=…]`, `[link=…]`, `[url]…[/url]`): forum-spam markup, never a person's. */
  bbcodeLinks: number
  /** The message (the longest value) is nothing but links. */
  urlOnly: boolean
  /** The same text (8+ characters, not an e-mail address) posted in two or more fields. */
  repeatedAcrossFields: boolean
  /** A value made of one piece of text repeated three or more times. */
  repeatedWithinField: boolean
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
  const keys = formData.get(SPAM_FIELDS.keys)
  const keyEvents =
    typeof keys === 'string' && /^\d{1,6}$/.test(keys)
      ? Math.min(Number(keys), MAX_KEY_EVENTS)
      : null
  return {
    honeypotFilled: typeof honeypot === 'string' && honeypot.trim() !== '',
    start: start.state,
    fillTimeMs: start.state === 'signed' ? Math.max(0, now - start.startedAt) : null,
    channel: request.channel,
    browserSignals: pointer.written,
    pointerSamples: pointer.samples,
    keyEvents,
    userAgent: request.userAgent,
    ...textSignals(request.texts),
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
  // Keyboard users move no pointer and touch users may press no key; neither at all (a script
  // setting values) is still only a hint: autofill and paste exist.
  if (signals.browserSignals && signals.pointerSamples === 0 && !signals.keyEvents) {
    add(1, 'no pointer or key input')
  }
  if (!signals.userAgent.trim()) add(2, 'no user agent')
  if (signals.links > MAX_LINKS) add(3, `${signals.links} links`)
  if (signals.bbcodeLinks > 0) add(3, 'BBCode link')
  if (signals.urlOnly) add(2, 'message is only links')
  if (signals.repeatedAcrossFields) add(2, 'same text in several fields')
  if (signals.repeatedWithinField) add(2, 'repeated text')
  return { spam: score >= SPAM_THRESHOLD, score, reasons, signals }
}
