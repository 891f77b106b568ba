/** The triggers' pure decisions over observed state (no DOM). */
import { describe, expect, it } from 'vitest'

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
  scrolledPercent,
  scrollDirection,
  scrollingFires,
} from '@/features/popups/model'

describe('page_load', () => {
  it('waits the delay in seconds, as milliseconds', () => {
    expect(pageLoadDelayMs({ delay: 0 })).toBe(0)
    expect(pageLoadDelayMs({ delay: 5 })).toBe(5000)
    expect(pageLoadDelayMs({ delay: 1.5 })).toBe(1500)
  })

  it('is not armed with a delay that is no number of zero or more', () => {
    for (const delay of [
      -1,
      NaN,
      Infinity,
      '3' as unknown as number,
      undefined as unknown as number,
    ]) {
      expect(pageLoadDelayMs({ delay })).toBeNull()
    }
  })
})

describe('scrolling', () => {
  // A 3,000 px page in a 1,000 px window scrolls 2,000 px: 1,000 px is 50 %.
  const page = { pageHeight: 3000, viewportHeight: 1000 }
  const down50 = { direction: 'down' as const, offset: 50 }

  it('knows the direction, and none when the position stays', () => {
    expect(scrollDirection(0, 10)).toBe('down')
    expect(scrollDirection(10, 0)).toBe('up')
    expect(scrollDirection(10, 10)).toBeNull()
  })

  it('measures the scrolled share of the page', () => {
    expect(scrolledPercent({ currentY: 0, ...page })).toBe(0)
    expect(scrolledPercent({ currentY: 1000, ...page })).toBe(50)
    expect(scrolledPercent({ currentY: 2000, ...page })).toBe(100)
    expect(scrolledPercent({ currentY: 2600, ...page })).toBe(100) // overscroll (iOS bounce)
    expect(scrolledPercent({ currentY: -40, ...page })).toBe(0)
    expect(scrolledPercent({ currentY: 0, pageHeight: 800, viewportHeight: 1000 })).toBe(100)
  })

  it('down: fires at the offset, not before', () => {
    expect(scrollingFires(down50, { previousY: 900, currentY: 999, ...page })).toBe(false)
    expect(scrollingFires(down50, { previousY: 900, currentY: 1000, ...page })).toBe(true)
    expect(scrollingFires(down50, { previousY: 0, currentY: 1800, ...page })).toBe(true)
    expect(
      scrollingFires({ direction: 'down', offset: 0 }, { previousY: 0, currentY: 1, ...page }),
    ).toBe(true)
    expect(
      scrollingFires({ direction: 'down', offset: 100 }, { previousY: 0, currentY: 1999, ...page }),
    ).toBe(false)
    expect(
      scrollingFires({ direction: 'down', offset: 100 }, { previousY: 0, currentY: 2000, ...page }),
    ).toBe(true)
  })

  it('down: does not fire while scrolling up past the offset, nor without moving', () => {
    expect(scrollingFires(down50, { previousY: 1900, currentY: 1800, ...page })).toBe(false)
    expect(scrollingFires(down50, { previousY: 1800, currentY: 1800, ...page })).toBe(false)
  })

  it('up: fires on any scroll up, whatever the offset (as the original)', () => {
    const up = { direction: 'up' as const, offset: 90 }
    expect(scrollingFires(up, { previousY: 500, currentY: 499, ...page })).toBe(true)
    expect(scrollingFires(up, { previousY: 499, currentY: 500, ...page })).toBe(false)
    expect(scrollingFires(up, { previousY: 500, currentY: 500, ...page })).toBe(false)
  })

  it('does not fire with an unreadable offset, direction or reading', () => {
    const reading = { previousY: 0, currentY: 2000, ...page }
    expect(scrollingFires({ direction: 'down', offset: -5 }, reading)).toBe(false)
    expect(scrollingFires({ direction: 'down', offset: NaN }, reading)).toBe(false)
    expect(scrollingFires({ direction: 'sideways' as 'down', offset: 10 }, reading)).toBe(false)
    expect(scrollingFires(down50, { ...reading, currentY: NaN })).toBe(false)
    expect(scrollingFires(down50, { ...reading, pageHeight: Infinity })).toBe(false)
  })
})

describe('scrolling_to', () => {
  it("is reached once the element's top is at or above the viewport's bottom", () => {
    expect(elementReached(801, 800)).toBe(false)
    expect(elementReached(800, 800)).toBe(true)
    expect(elementReached(300, 800)).toBe(true)
    expect(elementReached(-5000, 800)).toBe(true) // scrolled past
  })

  it('is not reached without an element or with a reading that is no number', () => {
    expect(elementReached(null, 800)).toBe(false)
    expect(elementReached(NaN, 800)).toBe(false)
    expect(elementReached(0, NaN)).toBe(false)
  })
})

describe('click', () => {
  it('fires at the N-th click', () => {
    expect(clickFires({ times: 3 }, 2)).toBe(false)
    expect(clickFires({ times: 3 }, 3)).toBe(true)
    expect(clickFires({ times: 1 }, 1)).toBe(true)
    expect(clickFires({ times: 1 }, 0)).toBe(false)
  })

  it('is not armed for zero or an unreadable count', () => {
    for (const times of [0, -1, 1.5, NaN]) {
      expect(clicksNeeded({ times })).toBeNull()
      expect(clickFires({ times }, 100)).toBe(false)
    }
    expect(clickFires({ times: 2 }, NaN)).toBe(false)
  })

  it('counts clicks anywhere without a selector, or on the selector', () => {
    expect(clickSelector({ times: 1 })).toBeNull()
    expect(clickSelector({ times: 1, selector: '   ' })).toBeNull()
    expect(clickSelector({ times: 1, selector: null })).toBeNull()
    expect(clickSelector({ times: 1, selector: ' .cta ' })).toBe('.cta')
  })
})

describe('inactivity', () => {
  it('fires once the seconds have passed without activity, to the millisecond', () => {
    expect(inactivityFires({ time: 30 }, 0, 29_999)).toBe(false)
    expect(inactivityFires({ time: 30 }, 0, 30_000)).toBe(true)
    expect(inactivityFires({ time: 30 }, 10_000, 39_999)).toBe(false)
    expect(inactivityFires({ time: 0.5 }, 0, 500)).toBe(true)
  })

  it('is not armed for zero or an unreadable time', () => {
    expect(inactivityMs({ time: 0 })).toBeNull()
    expect(inactivityMs({ time: -3 })).toBeNull()
    expect(inactivityMs({ time: 30 })).toBe(30_000)
    expect(inactivityFires({ time: 0 }, 0, 1e9)).toBe(false)
    expect(inactivityFires({ time: 1 }, NaN, 1e9)).toBe(false)
  })
})

describe('exit_intent', () => {
  const exit = { clientY: 0, previousClientY: 12, leftPage: true, device: 'desktop' as const }

  it('fires when the pointer leaves through the top moving up, on a desktop', () => {
    expect(exitIntentFires(exit)).toBe(true)
    expect(exitIntentFires({ ...exit, clientY: -3 })).toBe(true)
    expect(exitIntentFires({ ...exit, previousClientY: null })).toBe(true)
    expect(exitIntentFires({ ...exit, previousClientY: undefined })).toBe(true)
  })

  it('does not fire below the top edge, moving down or along it, or into the page', () => {
    expect(exitIntentFires({ ...exit, clientY: 1 })).toBe(false)
    expect(exitIntentFires({ ...exit, clientY: 0, previousClientY: -2 })).toBe(false)
    expect(exitIntentFires({ ...exit, clientY: 0, previousClientY: 0 })).toBe(false)
    expect(exitIntentFires({ ...exit, leftPage: false })).toBe(false)
    expect(exitIntentFires({ ...exit, clientY: NaN })).toBe(false)
  })

  it('does not fire on tablets or phones', () => {
    expect(exitIntentFires({ ...exit, device: 'tablet' })).toBe(false)
    expect(exitIntentFires({ ...exit, device: 'mobile' })).toBe(false)
  })
})

describe('adblock_detection', () => {
  it('looks after its delay in seconds', () => {
    expect(adblockCheckDelayMs({ delay: 0 })).toBe(0)
    expect(adblockCheckDelayMs({ delay: 2 })).toBe(2000)
    expect(adblockCheckDelayMs({ delay: -2 })).toBeNull()
  })

  it('detects a hidden, zero-sized or removed bait, and not a visible one', () => {
    expect(adblockDetected({ hidden: false, width: 1, height: 1 })).toBe(false)
    expect(adblockDetected({ hidden: true, width: 1, height: 1 })).toBe(true)
    expect(adblockDetected({ hidden: false, width: 0, height: 1 })).toBe(true)
    expect(adblockDetected({ hidden: false, width: 1, height: 0 })).toBe(true)
    expect(adblockDetected({ hidden: false, width: NaN, height: 1 })).toBe(true)
    expect(adblockDetected(null)).toBe(true)
  })
})
