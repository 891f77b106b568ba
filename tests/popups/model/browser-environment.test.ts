/**
 * The real trigger environment's plumbing over a hand-made window (the unit tests run in node; the
 * browser itself is the e2e tests' part): listeners added and removed, selectors that throw, the
 * ad bait's reading.
 */
import { describe, expect, it, vi } from 'vitest'

import {
  AD_BAIT_CLASSES,
  browserTriggerEnvironment,
  type BrowserWindow,
} from '@/features/popups/model'

class FakeElement {
  constructor(private readonly matching: string[] = []) {}
  closest(selector: string) {
    if (selector.startsWith('[[')) throw new SyntaxError('bad selector')
    return this.matching.includes(selector) ? this : null
  }
}

function fakeWindow() {
  const target = () => ({ addEventListener: vi.fn(), removeEventListener: vi.fn() })
  const bait = {
    className: '',
    style: { cssText: '' },
    innerHTML: '',
    isConnected: true,
    offsetWidth: 1,
    offsetHeight: 1,
    setAttribute: vi.fn(),
    remove: vi.fn(function (this: { isConnected: boolean }) {
      this.isConnected = false
    }),
  }
  const document = {
    ...target(),
    documentElement: { scrollHeight: 2400 },
    body: { scrollHeight: 2500, appendChild: vi.fn() },
    createElement: vi.fn(() => bait),
    querySelector: vi.fn((selector: string) => {
      if (selector.startsWith('[[')) throw new SyntaxError('bad selector')
      return selector === '#here' ? { getBoundingClientRect: () => ({ top: 321 }) } : null
    }),
  }
  const style = { display: 'block', visibility: 'visible' }
  const win = {
    ...target(),
    document,
    Element: FakeElement,
    scrollY: 40,
    innerHeight: 900,
    innerWidth: 1300,
    setTimeout: vi.fn(() => 7),
    clearTimeout: vi.fn(),
    getComputedStyle: vi.fn(() => style),
  }
  return { win, document, bait, style }
}

describe('browserTriggerEnvironment', () => {
  it('reads the window', () => {
    const { win } = fakeWindow()
    const env = browserTriggerEnvironment(win as unknown as BrowserWindow)
    expect(env.scrollY()).toBe(40)
    expect(env.viewportHeight()).toBe(900)
    expect(env.viewportWidth()).toBe(1300)
    expect(env.pageHeight()).toBe(2500)
  })

  it('adds passive listeners to the window or the document and removes the same one', () => {
    const { win, document } = fakeWindow()
    const env = browserTriggerEnvironment(win as unknown as BrowserWindow)
    const remove = env.listen('window', 'scroll', () => {})
    const [, handler, options] = win.addEventListener.mock.calls[0] as unknown as [
      string,
      unknown,
      unknown,
    ]
    expect(options).toEqual({ passive: true })
    remove()
    expect(win.removeEventListener).toHaveBeenCalledWith('scroll', handler)
    env.listen('document', 'click', () => {})
    expect(document.addEventListener).toHaveBeenCalledWith('click', expect.any(Function), {
      passive: true,
    })
  })

  it('hands the event on to the listener', () => {
    const { win } = fakeWindow()
    const env = browserTriggerEnvironment(win as unknown as BrowserWindow)
    const listener = vi.fn()
    env.listen('window', 'mouseout', listener)
    const [, handler] = win.addEventListener.mock.calls[0] as unknown as [
      string,
      (e: unknown) => void,
    ]
    handler({ clientY: 0, relatedTarget: null })
    expect(listener).toHaveBeenCalledWith({ clientY: 0, relatedTarget: null })
  })

  it("finds an element's top, and nothing for a missing element or an invalid selector", () => {
    const { win } = fakeWindow()
    const env = browserTriggerEnvironment(win as unknown as BrowserWindow)
    expect(env.elementTop('#here')).toBe(321)
    expect(env.elementTop('#gone')).toBeNull()
    expect(env.elementTop('[[bad')).toBeNull()
  })

  it('matches a target by closest(), false for non-elements and invalid selectors', () => {
    const { win } = fakeWindow()
    const env = browserTriggerEnvironment(win as unknown as BrowserWindow)
    const link = new FakeElement(['.cta'])
    expect(env.targetMatches(link, '.cta')).toBe(true)
    expect(env.targetMatches(link, '.other')).toBe(false)
    expect(env.targetMatches(link, '[[bad')).toBe(false)
    expect(env.targetMatches({ closest: () => ({}) }, '.cta')).toBe(false)
    expect(env.targetMatches(null, '.cta')).toBe(false)
  })

  it('places an ad-like bait off screen and reads what an ad blocker did to it', () => {
    const { win, document, bait, style } = fakeWindow()
    const env = browserTriggerEnvironment(win as unknown as BrowserWindow)
    const placed = env.placeAdBait()
    expect(document.body.appendChild).toHaveBeenCalledWith(bait)
    expect(bait.className).toBe(AD_BAIT_CLASSES)
    expect(bait.style.cssText).toContain('left:-9999px')
    expect(placed.read()).toEqual({ hidden: false, width: 1, height: 1 })
    style.display = 'none'
    bait.offsetWidth = 0
    expect(placed.read()).toEqual({ hidden: true, width: 0, height: 1 })
    placed.remove()
    expect(placed.read()).toBeNull()
  })

  it("uses the window's timers", () => {
    const { win } = fakeWindow()
    const env = browserTriggerEnvironment(win as unknown as BrowserWindow)
    const callback = () => {}
    expect(env.setTimeout(callback, 250)).toBe(7)
    expect(win.setTimeout).toHaveBeenCalledWith(callback, 250)
    env.clearTimeout(7)
    expect(win.clearTimeout).toHaveBeenCalledWith(7)
  })
})
