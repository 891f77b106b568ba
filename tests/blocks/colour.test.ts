/** The editor's colours (a palette of 66 preset hex colours). */
import { describe, expect, it } from 'vitest'

import { hexColour } from '@/lib/colour'
import { EDITOR_COLOUR_PALETTE } from '@/shared/constants'

describe('editor colours', () => {
  it('the palette has 66 distinct colours, each already in the stored form', () => {
    expect(EDITOR_COLOUR_PALETTE).toHaveLength(66)
    expect(new Set(EDITOR_COLOUR_PALETTE).size).toBe(66)
    for (const colour of EDITOR_COLOUR_PALETTE) expect(hexColour(colour)).toBe(colour)
  })

  it('keeps #rgb and #rrggbb in any case as lower-case #rrggbb', () => {
    expect(hexColour('#0F4C5C')).toBe('#0f4c5c')
    expect(hexColour(' #AbC ')).toBe('#aabbcc')
  })

  it('refuses anything that could carry more than a colour into a style', () => {
    for (const bad of [
      '',
      'red',
      '#12',
      '#1234',
      '#12345g',
      '#0f4c5c; background: url(x)',
      'var(--brand)',
      null,
      42,
      {},
    ])
      expect(hexColour(bad)).toBeNull()
  })
})
