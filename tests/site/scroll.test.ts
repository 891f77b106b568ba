import { afterEach, describe, expect, it, vi } from 'vitest'

import { debounce, scrollStop, swing } from '@/components/site/scroll'
import { SCROLL_TO_LAYOUT_19_OFFSET_PX, STICKY_RESIZE_DEBOUNCE_MS } from '@/shared/constants'

describe('debounce', () => {
  afterEach(() => vi.useRealTimers())

  it('runs once, the given time after the last call, with its arguments', () => {
    vi.useFakeTimers()
    const fn = vi.fn()
    const d = debounce(fn, STICKY_RESIZE_DEBOUNCE_MS)
    d(1)
    vi.advanceTimersByTime(200)
    d(2)
    vi.advanceTimersByTime(STICKY_RESIZE_DEBOUNCE_MS - 1)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith(2)
  })

  it('can be cancelled', () => {
    vi.useFakeTimers()
    const fn = vi.fn()
    const d = debounce(fn, 100)
    d()
    d.cancel()
    vi.advanceTimersByTime(500)
    expect(fn).not.toHaveBeenCalled()
  })
})

describe('scrollStop', () => {
  const base = { targetTop: 1000, stickyHeight: 0, siteLayout: '18', maxScroll: 5000 }

  it('stops at the target on layout 18, 50 px short on layout 19', () => {
    expect(scrollStop(base)).toBe(1000)
    expect(scrollStop({ ...base, siteLayout: '19' })).toBe(1000 - SCROLL_TO_LAYOUT_19_OFFSET_PX)
  })

  it('stops below a sticky bar', () => {
    expect(scrollStop({ ...base, stickyHeight: 72 })).toBe(928)
    expect(scrollStop({ ...base, stickyHeight: 72, siteLayout: '19' })).toBe(878)
  })

  it('stays within the page', () => {
    expect(scrollStop({ ...base, targetTop: 20, siteLayout: '19' })).toBe(0)
    expect(scrollStop({ ...base, maxScroll: 600 })).toBe(600)
    expect(scrollStop({ ...base, maxScroll: -10 })).toBe(0)
  })
})

describe('swing', () => {
  it('eases from 0 to 1, half way at the middle, clamped', () => {
    expect(swing(0)).toBe(0)
    expect(swing(1)).toBe(1)
    expect(swing(0.5)).toBeCloseTo(0.5)
    expect(swing(0.25)).toBeLessThan(0.25)
    expect(swing(2)).toBe(1)
    expect(swing(-1)).toBe(0)
  })
})
