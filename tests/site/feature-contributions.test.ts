/**
 * Features contribute through their Feature object, the core does not reach in: the revalidation
 * hooks come from what each feature `revalidates`, and the sitemap, site search and the seed runner
 * find each feature's part in the list.
 */
import { describe, expect, it } from 'vitest'

import { features } from '@/features'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidate'

const collection = (slug: string) =>
  features.flatMap((f) => f.collections ?? []).find((c) => c.slug === slug)

describe('feature contributions', () => {
  it('gives each collection a feature revalidates the revalidation hooks once, after its own', () => {
    const declared = features.flatMap((f) => f.revalidates ?? [])
    expect(declared.sort()).toEqual([
      'forms',
      'menus',
      'popups',
      'portfolio',
      'portfolio-categories',
      'properties',
      'property-districts',
      'property-types',
    ])
    for (const slug of declared) {
      const hooks = collection(slug)!.hooks!
      expect(hooks.afterChange?.filter((h) => h === revalidateAfterChange)).toHaveLength(1)
      expect(hooks.afterDelete?.filter((h) => h === revalidateAfterDelete)).toHaveLength(1)
      expect(hooks.afterChange?.at(-1)).toBe(revalidateAfterChange)
      expect(hooks.afterDelete?.at(-1)).toBe(revalidateAfterDelete)
    }
  })

  it('only revalidates collections of its own', () => {
    for (const feature of features) {
      const own = new Set((feature.collections ?? []).map((c) => c.slug))
      for (const slug of feature.revalidates ?? []) expect(own.has(slug)).toBe(true)
    }
  })

  it('lists the public pages of events, properties and the portfolio in the sitemap and site search', () => {
    const withPages = features.filter((f) => f.sitemap && f.search).map((f) => f.name)
    expect(withPages).toEqual(['events', 'properties', 'portfolio'])
  })

  it('seeds through the feature list', () => {
    expect(features.filter((f) => f.seed).map((f) => f.name)).toEqual([
      'events',
      'accounts',
      'newsletter',
      'widget-areas',
      'properties',
      'portfolio',
      'market',
      'popups',
      'search',
    ])
  })
})
