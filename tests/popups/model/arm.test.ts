/**
 * Arming the triggers with a fake environment and fake timers: each trigger fires as its decision
 * says, the first one wins and every listener and timer is gone after it (spec 4 "Only the first
 * trigger that fires counts; the others are cancelled"), and open_selector opens on each click.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  armOpenSelector,
  armTriggers,
  type BaitReading,
  type PopupTriggers,
  type TriggerEnvironment,
  type TriggerEvent,
  type TriggerListener,
} from '@/features/popups/model'

/** A clicked element: the selectors it (or an ancestor) matches. */
const element = (...selectors: string[]) => ({ selectors })

class FakeEnvironment implements TriggerEnvironment {
  listeners = new Map<string, Set<TriggerListener>>()
  y = 0
  page = 3000
  viewport = 1000
  width = 1280
  tops = new Map<string, number>()
  bait: BaitReading | null = { hidden: false, width: 1, height: 1 }
  baitsPlaced = 0
  baitsRemoved = 0

  setTimeout = (callback: () => void, ms: number) => setTimeout(callback, ms)
  clearTimeout = (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>)
  now = () => Date.now()
  listen(target: 'window' | 'document', type: string, listener: TriggerListener) {
    const key = `${target}:${type}`
    const set = this.listeners.get(key) ?? new Set()
    set.add(listener)
    this.listeners.set(key, set)
    return () => set.delete(listener)
  }
  scrollY = () => this.y
  viewportHeight = () => this.viewport
  viewportWidth = () => this.width
  pageHeight = () => this.page
  elementTop = (selector: string) => this.tops.get(selector) ?? null
  targetMatches = (target: unknown, selector: string) =>
    (target as { selectors?: string[] } | null)?.selectors?.includes(selector) ?? false
  placeAdBait() {
    this.baitsPlaced += 1
    return { read: () => this.bait, remove: () => void (this.baitsRemoved += 1) }
  }

  emit(target: 'window' | 'document', type: string, event: TriggerEvent = {}) {
    for (const listener of [...(this.listeners.get(`${target}:${type}`) ?? [])]) listener(event)
  }
  scrollTo(y: number) {
    this.y = y
    this.emit('window', 'scroll')
  }
  listenerCount() {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0)
  }
}

let env: FakeEnvironment
let fire: ReturnType<typeof vi.fn<(trigger: string) => void>>

beforeEach(() => {
  vi.useFakeTimers()
  env = new FakeEnvironment()
  fire = vi.fn<(trigger: string) => void>()
})

afterEach(() => {
  vi.useRealTimers()
})

/** Nothing left: no listener, no timer. */
function expectDisarmed() {
  expect(env.listenerCount()).toBe(0)
  expect(vi.getTimerCount()).toBe(0)
}

describe('armTriggers: nothing to arm', () => {
  it('arms nothing without triggers, or with triggers all off', () => {
    for (const triggers of [null, undefined, {}, { page_load: null, exit_intent: false }]) {
      const disarm = armTriggers(triggers as PopupTriggers, env, fire)
      expectDisarmed()
      disarm()
    }
    vi.advanceTimersByTime(60_000)
    expect(fire).not.toHaveBeenCalled()
  })

  it('does not arm a trigger whose settings cannot be read', () => {
    armTriggers(
      {
        page_load: { delay: -1 },
        click: { times: 0 },
        inactivity: { time: NaN },
        adblock_detection: { delay: -3 },
        scrolling_to: { selector: '  ' },
      },
      env,
      fire,
    )
    expectDisarmed()
    expect(env.baitsPlaced).toBe(0)
  })
})

describe('armTriggers: page_load', () => {
  it('fires after the delay, not a millisecond before, then holds nothing', () => {
    armTriggers({ page_load: { delay: 3 } }, env, fire)
    vi.advanceTimersByTime(2999)
    expect(fire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fire).toHaveBeenCalledExactlyOnceWith('page_load')
    expectDisarmed()
  })
})

describe('armTriggers: scrolling', () => {
  it('down: fires when half the page is scrolled down', () => {
    armTriggers({ scrolling: { direction: 'down', offset: 50 } }, env, fire)
    env.scrollTo(400)
    env.scrollTo(999)
    expect(fire).not.toHaveBeenCalled()
    env.scrollTo(1000)
    expect(fire).toHaveBeenCalledExactlyOnceWith('scrolling')
    expectDisarmed()
  })

  it('down: measures from where the page was when armed', () => {
    env.y = 1500
    armTriggers({ scrolling: { direction: 'down', offset: 50 } }, env, fire)
    env.scrollTo(1400) // up: no
    expect(fire).not.toHaveBeenCalled()
    env.scrollTo(1450) // down, past 50 %
    expect(fire).toHaveBeenCalledOnce()
  })

  it('up: fires on the first scroll up', () => {
    armTriggers({ scrolling: { direction: 'up', offset: 0 } }, env, fire)
    env.scrollTo(300)
    env.scrollTo(300)
    expect(fire).not.toHaveBeenCalled()
    env.scrollTo(299)
    expect(fire).toHaveBeenCalledExactlyOnceWith('scrolling')
  })
})

describe('armTriggers: scrolling_to', () => {
  it('fires right after arming when the element is already in view', () => {
    env.tops.set('#offer', 200)
    armTriggers({ scrolling_to: { selector: '#offer' } }, env, fire)
    expect(fire).not.toHaveBeenCalled() // not inside armTriggers itself
    vi.advanceTimersByTime(0)
    expect(fire).toHaveBeenCalledExactlyOnceWith('scrolling_to')
    expectDisarmed()
  })

  it("fires when scrolling brings the element to the viewport's bottom edge", () => {
    env.tops.set('#offer', 2500)
    armTriggers({ scrolling_to: { selector: '#offer' } }, env, fire)
    vi.advanceTimersByTime(0)
    env.tops.set('#offer', 1001)
    env.scrollTo(1499)
    expect(fire).not.toHaveBeenCalled()
    env.tops.set('#offer', 1000)
    env.scrollTo(1500)
    expect(fire).toHaveBeenCalledOnce()
  })

  it('fires on resize too, and waits for an element that is not there yet', () => {
    armTriggers({ scrolling_to: { selector: '.late' } }, env, fire)
    vi.advanceTimersByTime(0)
    env.scrollTo(100)
    expect(fire).not.toHaveBeenCalled()
    env.tops.set('.late', 10)
    env.emit('window', 'resize')
    expect(fire).toHaveBeenCalledOnce()
  })
})

describe('armTriggers: click', () => {
  it('fires at the N-th click anywhere', () => {
    armTriggers({ click: { times: 3 } }, env, fire)
    env.emit('document', 'click', { target: element() })
    env.emit('document', 'click', { target: null })
    expect(fire).not.toHaveBeenCalled()
    env.emit('document', 'click', { target: element('p') })
    expect(fire).toHaveBeenCalledExactlyOnceWith('click')
    expectDisarmed()
  })

  it('with a selector counts only clicks on it', () => {
    armTriggers({ click: { times: 2, selector: '.cta' } }, env, fire)
    env.emit('document', 'click', { target: element('.cta') })
    env.emit('document', 'click', { target: element('.other') })
    env.emit('document', 'click', { target: element('.other') })
    expect(fire).not.toHaveBeenCalled()
    env.emit('document', 'click', { target: element('.cta') })
    expect(fire).toHaveBeenCalledOnce()
  })
})

describe('armTriggers: inactivity', () => {
  it('fires after the seconds without activity', () => {
    armTriggers({ inactivity: { time: 30 } }, env, fire)
    vi.advanceTimersByTime(29_999)
    expect(fire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fire).toHaveBeenCalledExactlyOnceWith('inactivity')
    expectDisarmed()
  })

  it('fires exactly the seconds after the last activity', () => {
    armTriggers({ inactivity: { time: 30 } }, env, fire)
    vi.advanceTimersByTime(10_000)
    env.emit('document', 'mousemove', { clientY: 5 })
    vi.advanceTimersByTime(29_999)
    expect(fire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fire).toHaveBeenCalledOnce()
  })

  it('starts again from each activity, of every kind', () => {
    armTriggers({ inactivity: { time: 30 } }, env, fire)
    const kinds: ['window' | 'document', string][] = [
      ['document', 'mousemove'],
      ['document', 'keydown'],
      ['document', 'pointerdown'],
      ['document', 'touchstart'],
      ['document', 'wheel'],
      ['window', 'scroll'],
    ]
    for (const [target, type] of kinds) {
      vi.advanceTimersByTime(20_000)
      env.emit(target, type)
    }
    expect(fire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(29_999)
    expect(fire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fire).toHaveBeenCalledOnce()
  })
})

describe('armTriggers: exit_intent', () => {
  const leave = { clientY: 0, relatedTarget: null }

  it('fires when the pointer leaves through the top on a desktop', () => {
    armTriggers({ exit_intent: true }, env, fire)
    env.emit('document', 'mousemove', { clientY: 40 })
    env.emit('document', 'mouseout', leave)
    expect(fire).toHaveBeenCalledExactlyOnceWith('exit_intent')
    expectDisarmed()
  })

  it('is armed by an empty settings object too', () => {
    armTriggers({ exit_intent: {} }, env, fire)
    env.emit('document', 'mouseout', leave)
    expect(fire).toHaveBeenCalledOnce()
  })

  it('does not fire moving to another element, below the top, or on a tablet', () => {
    armTriggers({ exit_intent: true }, env, fire)
    env.emit('document', 'mouseout', { clientY: 0, relatedTarget: element('a') })
    env.emit('document', 'mouseout', { clientY: 300, relatedTarget: null })
    env.width = 1024
    env.emit('document', 'mouseout', leave)
    expect(fire).not.toHaveBeenCalled()
    env.width = 1025
    env.emit('document', 'mouseout', leave)
    expect(fire).toHaveBeenCalledOnce()
  })
})

describe('armTriggers: adblock_detection', () => {
  it('fires after its delay when the bait was hidden, and removes the bait', () => {
    armTriggers({ adblock_detection: { delay: 2 } }, env, fire)
    expect(env.baitsPlaced).toBe(1)
    env.bait = { hidden: true, width: 0, height: 0 }
    vi.advanceTimersByTime(1999)
    expect(fire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fire).toHaveBeenCalledExactlyOnceWith('adblock_detection')
    expect(env.baitsRemoved).toBeGreaterThanOrEqual(1)
    expectDisarmed()
  })

  it('does not fire when the bait is still visible', () => {
    armTriggers({ adblock_detection: { delay: 0 } }, env, fire)
    vi.advanceTimersByTime(10_000)
    expect(fire).not.toHaveBeenCalled()
    expect(env.baitsRemoved).toBe(1)
  })
})

describe('armTriggers: the first trigger wins', () => {
  const all: PopupTriggers = {
    page_load: { delay: 10 },
    scrolling: { direction: 'down', offset: 50 },
    scrolling_to: { selector: '#form' },
    click: { times: 1 },
    inactivity: { time: 5 },
    exit_intent: true,
    adblock_detection: { delay: 1 },
  }

  it('fires once for the first and cancels all the others', () => {
    env.tops.set('#form', 5000)
    armTriggers(all, env, fire)
    vi.advanceTimersByTime(500)
    env.emit('document', 'click', { target: element() })
    expect(fire).toHaveBeenCalledExactlyOnceWith('click')
    expectDisarmed()
    expect(env.baitsRemoved).toBe(1)

    env.scrollTo(2000)
    env.emit('document', 'mouseout', { clientY: 0, relatedTarget: null })
    env.tops.set('#form', 0)
    vi.advanceTimersByTime(60_000)
    expect(fire).toHaveBeenCalledOnce()
  })

  it('fires once when two are due at the same moment', () => {
    env.tops.set('#form', 0)
    armTriggers({ page_load: { delay: 0 }, scrolling_to: { selector: '#form' } }, env, fire)
    vi.advanceTimersByTime(0)
    expect(fire).toHaveBeenCalledExactlyOnceWith('page_load')
    expectDisarmed()
  })

  it('takes the timer that runs out first', () => {
    armTriggers({ ...all, click: null, adblock_detection: null }, env, fire)
    vi.advanceTimersByTime(60_000)
    expect(fire).toHaveBeenCalledExactlyOnceWith('inactivity')
  })

  it('disarming before any fires cancels them all, and may be repeated', () => {
    const disarm = armTriggers(all, env, fire)
    disarm()
    expectDisarmed()
    disarm()
    env.emit('document', 'click', { target: element() })
    vi.advanceTimersByTime(60_000)
    expect(fire).not.toHaveBeenCalled()
  })
})

describe('armOpenSelector', () => {
  it('opens on every click on a matching element, and on nothing else', () => {
    const open = vi.fn()
    armOpenSelector('.open-popup', env, open)
    env.emit('document', 'click', { target: element('.open-popup') })
    env.emit('document', 'click', { target: element('.other') })
    env.emit('document', 'click', { target: element('.open-popup') })
    expect(open).toHaveBeenCalledTimes(2)
  })

  it('stays armed when a trigger fires, until removed', () => {
    const open = vi.fn()
    const remove = armOpenSelector(' #book ', env, open)
    armTriggers({ click: { times: 1 } }, env, fire)
    env.emit('document', 'click', { target: element('#book') })
    expect(fire).toHaveBeenCalledOnce()
    env.emit('document', 'click', { target: element('#book') })
    expect(open).toHaveBeenCalledTimes(2)
    remove()
    expectDisarmed()
  })

  it("passes the event on (the caller may prevent a link's default)", () => {
    const open = vi.fn()
    armOpenSelector('a', env, open)
    const event = { target: element('a'), preventDefault: vi.fn() }
    env.emit('document', 'click', event)
    expect(open).toHaveBeenCalledWith(event)
  })

  it('arms nothing for an empty selector', () => {
    for (const selector of ['', '   ', null, undefined]) armOpenSelector(selector, env, vi.fn())
    expectDisarmed()
  })
})
