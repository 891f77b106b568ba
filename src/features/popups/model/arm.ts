/**
 * Arming a popup's triggers in the browser, framework-free: spec 4 "Only the first trigger that
 * fires counts; the others are cancelled." Like the original's `triggers.js` (each trigger runs,
 * the first callback shows the popup and destroys them all), `armTriggers` listens and times, calls
 * `fire` once with the winning trigger's name, and removes every listener and timer at that moment.
 * Everything the browser gives goes through `TriggerEnvironment`, so tests drive it with fake timers
 * and events. Isomorphic (no DOM until an environment is passed).
 */
import { deviceForViewportWidth } from './devices'
import type { PopupTriggerName, PopupTriggers } from './settings'
import {
  adblockCheckDelayMs,
  adblockDetected,
  clickFires,
  clicksNeeded,
  clickSelector,
  elementReached,
  exitIntentFires,
  inactivityFires,
  inactivityMs,
  pageLoadDelayMs,
  scrollingFires,
  type BaitReading,
} from './triggers'

/** The parts of a DOM event the triggers read. */
export interface TriggerEvent {
  target?: unknown
  clientY?: number
  relatedTarget?: unknown
  preventDefault?: () => void
}

export type TriggerListener = (event: TriggerEvent) => void

export interface AdBait {
  /** null when the bait is no longer in the document. */
  read(): BaitReading | null
  remove(): void
}

/** What the browser provides: `browser-environment.ts` has the real one. */
export interface TriggerEnvironment {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  now(): number
  /** Adds a listener; returns its removal. */
  listen(target: 'window' | 'document', type: string, listener: TriggerListener): () => void
  scrollY(): number
  viewportHeight(): number
  viewportWidth(): number
  pageHeight(): number
  /** The top (viewport-relative) of the first element matching the selector; null when none. */
  elementTop(selector: string): number | null
  /** The event's target is, or is inside, an element matching the selector (false if invalid). */
  targetMatches(target: unknown, selector: string): boolean
  /** Places an element ad blockers hide. */
  placeAdBait(): AdBait
}

/** Events that count as activity for `inactivity` (the original listened to keypress, mousemove). */
const ACTIVITY_EVENTS: readonly (readonly ['window' | 'document', string])[] = [
  ['document', 'mousemove'],
  ['document', 'keydown'],
  ['document', 'pointerdown'],
  ['document', 'touchstart'],
  ['document', 'wheel'],
  ['window', 'scroll'],
]

type Cleanup = () => void
type Fire = () => void

function timer(env: TriggerEnvironment, ms: number, callback: () => void): Cleanup {
  const handle = env.setTimeout(callback, ms)
  return () => env.clearTimeout(handle)
}

function armPageLoad(env: TriggerEnvironment, delayMs: number, fire: Fire): Cleanup[] {
  return [timer(env, delayMs, fire)]
}

function armScrolling(
  env: TriggerEnvironment,
  settings: NonNullable<PopupTriggers['scrolling']>,
  fire: Fire,
): Cleanup[] {
  let previousY = env.scrollY()
  return [
    env.listen('window', 'scroll', () => {
      const currentY = env.scrollY()
      const reading = {
        previousY,
        currentY,
        pageHeight: env.pageHeight(),
        viewportHeight: env.viewportHeight(),
      }
      previousY = currentY
      if (scrollingFires(settings, reading)) fire()
    }),
  ]
}

function armScrollingTo(env: TriggerEnvironment, selector: string, fire: Fire): Cleanup[] {
  const check = () => {
    if (elementReached(env.elementTop(selector), env.viewportHeight())) fire()
  }
  // The element may already be in view: look once right after arming, then on scroll and resize.
  return [
    timer(env, 0, check),
    env.listen('window', 'scroll', check),
    env.listen('window', 'resize', check),
  ]
}

function armClick(
  env: TriggerEnvironment,
  settings: NonNullable<PopupTriggers['click']>,
  fire: Fire,
): Cleanup[] {
  const selector = clickSelector(settings)
  let clicks = 0
  return [
    env.listen('document', 'click', (event) => {
      if (selector && !env.targetMatches(event.target, selector)) return
      clicks += 1
      if (clickFires(settings, clicks)) fire()
    }),
  ]
}

function armInactivity(
  env: TriggerEnvironment,
  settings: NonNullable<PopupTriggers['inactivity']>,
  waitMs: number,
  fire: Fire,
): Cleanup[] {
  let lastActivityAt = env.now()
  let cancelTimer: Cleanup = () => {}
  // Activity only moves the mark; the timer, when it runs, waits again for what is left.
  const wait = (ms: number) => {
    cancelTimer = timer(env, ms, () => {
      const now = env.now()
      if (inactivityFires(settings, lastActivityAt, now)) fire()
      else wait(Math.max(0, lastActivityAt + waitMs - now))
    })
  }
  wait(waitMs)
  const markActivity = () => {
    lastActivityAt = env.now()
  }
  return [
    () => cancelTimer(),
    ...ACTIVITY_EVENTS.map(([target, type]) => env.listen(target, type, markActivity)),
  ]
}

function armExitIntent(env: TriggerEnvironment, fire: Fire): Cleanup[] {
  let previousClientY: number | null = null
  return [
    env.listen('document', 'mousemove', (event) => {
      if (typeof event.clientY === 'number') previousClientY = event.clientY
    }),
    env.listen('document', 'mouseout', (event) => {
      const exit = {
        clientY: typeof event.clientY === 'number' ? event.clientY : NaN,
        previousClientY,
        leftPage: event.relatedTarget === null || event.relatedTarget === undefined,
        device: deviceForViewportWidth(env.viewportWidth()),
      }
      if (exitIntentFires(exit)) fire()
    }),
  ]
}

function armAdblockDetection(env: TriggerEnvironment, delayMs: number, fire: Fire): Cleanup[] {
  const bait = env.placeAdBait()
  return [
    timer(env, delayMs, () => {
      const detected = adblockDetected(bait.read())
      bait.remove()
      if (detected) fire()
    }),
    () => bait.remove(),
  ]
}

/** A trigger's listeners and timers, or none when it is off or its settings cannot be read. */
function armOne(
  name: PopupTriggerName,
  triggers: PopupTriggers,
  env: TriggerEnvironment,
  fire: Fire,
): Cleanup[] {
  switch (name) {
    case 'page_load': {
      const delay = triggers.page_load ? pageLoadDelayMs(triggers.page_load) : null
      return delay === null ? [] : armPageLoad(env, delay, fire)
    }
    case 'scrolling':
      return triggers.scrolling ? armScrolling(env, triggers.scrolling, fire) : []
    case 'scrolling_to': {
      const selector = triggers.scrolling_to?.selector?.trim()
      return selector ? armScrollingTo(env, selector, fire) : []
    }
    case 'click':
      return triggers.click && clicksNeeded(triggers.click) !== null
        ? armClick(env, triggers.click, fire)
        : []
    case 'inactivity': {
      const waitMs = triggers.inactivity ? inactivityMs(triggers.inactivity) : null
      return waitMs === null ? [] : armInactivity(env, triggers.inactivity!, waitMs, fire)
    }
    case 'exit_intent':
      return triggers.exit_intent ? armExitIntent(env, fire) : []
    case 'adblock_detection': {
      const delay = triggers.adblock_detection
        ? adblockCheckDelayMs(triggers.adblock_detection)
        : null
      return delay === null ? [] : armAdblockDetection(env, delay, fire)
    }
  }
}

const TRIGGER_ORDER: readonly PopupTriggerName[] = [
  'page_load',
  'scrolling',
  'scrolling_to',
  'click',
  'inactivity',
  'exit_intent',
  'adblock_detection',
]

/**
 * Arms every set trigger; the first to fire calls `fire(name)` once and disarms the rest. Returns
 * the disarm function (also for a page leaving before any fires).
 */
export function armTriggers(
  triggers: PopupTriggers | null | undefined,
  env: TriggerEnvironment,
  fire: (trigger: PopupTriggerName) => void,
): () => void {
  const cleanups: Cleanup[] = []
  let done = false
  const disarm = () => {
    done = true
    while (cleanups.length) cleanups.pop()!()
  }
  if (!triggers || typeof triggers !== 'object') return disarm
  for (const name of TRIGGER_ORDER) {
    const won = () => {
      if (done) return
      disarm()
      fire(name)
    }
    cleanups.push(...armOne(name, triggers, env, won))
  }
  return disarm
}

/**
 * `open_selector`: each click on an element matching the selector opens the popup, whatever its
 * triggers (the original bound it to the body once, beside the triggers). Returns its removal;
 * nothing is armed for an empty selector.
 */
export function armOpenSelector(
  selector: string | null | undefined,
  env: TriggerEnvironment,
  open: (event: TriggerEvent) => void,
): () => void {
  const trimmed = typeof selector === 'string' ? selector.trim() : ''
  if (!trimmed) return () => {}
  return env.listen('document', 'click', (event) => {
    if (env.targetMatches(event.target, trimmed)) open(event)
  })
}
