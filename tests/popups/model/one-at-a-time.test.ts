/** Whether a popup may open: do-not-show-again and avoid_multiple_popups (spec 4). */
import { describe, expect, it } from 'vitest'

import { mayOpenPopup, type PopupOpening } from '@/features/popups/model'

const popup = (overrides: Partial<PopupOpening> = {}): PopupOpening => ({
  id: 2,
  avoid_multiple_popups: false,
  openedBy: 'trigger',
  disabled: false,
  ...overrides,
})

describe('mayOpenPopup', () => {
  it('opens when nothing else is open', () => {
    expect(mayOpenPopup(popup(), [])).toBe(true)
    expect(mayOpenPopup(popup({ avoid_multiple_popups: true }), [])).toBe(true)
  })

  it('without avoid_multiple_popups opens over another popup', () => {
    expect(mayOpenPopup(popup(), [1])).toBe(true)
    expect(mayOpenPopup(popup({ avoid_multiple_popups: null }), [1, 3])).toBe(true)
  })

  it('with avoid_multiple_popups holds back a trigger while another popup is open', () => {
    expect(mayOpenPopup(popup({ avoid_multiple_popups: true }), [1])).toBe(false)
    expect(mayOpenPopup(popup({ avoid_multiple_popups: true }), ['1'])).toBe(false)
  })

  it("still opens on the visitor's click on its open_selector", () => {
    expect(mayOpenPopup(popup({ avoid_multiple_popups: true, openedBy: 'selector' }), [1])).toBe(
      true,
    )
  })

  it('never opens a popup disabled by do-not-show-again, by any way', () => {
    expect(mayOpenPopup(popup({ disabled: true }), [])).toBe(false)
    expect(mayOpenPopup(popup({ disabled: true, openedBy: 'selector' }), [])).toBe(false)
  })

  it('does not open the same popup twice over itself, ids compared as text', () => {
    expect(mayOpenPopup(popup({ id: 2 }), [2])).toBe(false)
    expect(mayOpenPopup(popup({ id: '2', openedBy: 'selector' }), [2])).toBe(false)
  })
})
