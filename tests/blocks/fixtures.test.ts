/** Every block has examples for /styleguide, and items' anchors are safe ids for a URL hash. */
import { describe, expect, it } from 'vitest'

import { pageBlocks } from '@/blocks/configs'
import { blockFixtures } from '@/blocks/fixtures'
import { ANCHOR_PATTERN, itemAnchor } from '@/fields/anchor'

describe('block fixtures', () => {
  it('lists every page block, each with at least one named example', () => {
    expect(Object.keys(blockFixtures).sort()).toEqual(pageBlocks.map((b) => b.slug).sort())
    for (const [slug, fixtures] of Object.entries(blockFixtures)) {
      expect(fixtures.length, slug).toBeGreaterThan(0)
      for (const f of fixtures) expect(f.name.trim(), slug).not.toBe('')
    }
  })
})

describe('item anchors', () => {
  it('keeps a valid anchor and makes one from the block id otherwise', () => {
    expect(itemAnchor('legal-check', '65ab', 'tab', 0)).toBe('legal-check')
    expect(itemAnchor('', '65ab', 'tab', 2)).toBe('tab-65ab-3')
    expect(itemAnchor(null, null, 'card', 0)).toBe('card-x-1')
    // Not an anchor: quotes, spaces, upper case, a leading digit, a hash sign.
    for (const bad of ['a"b', 'two words', 'Tab', '1st', '#tab', 'ტაბი']) {
      expect(ANCHOR_PATTERN.test(bad), bad).toBe(false)
      expect(itemAnchor(bad, 'id"1', 'tab', 0)).toBe('tab-id1-1')
    }
  })
})
