import type { BlockFixture } from '@/lib/block-kit/fixture-types'
import type { LoopGridBlock, TaxonomyFilterBlock } from '@/payload-types'

/** The style guide's grid: filter examples below bind to it by this widget id. */
const GRID = 'sg_properties'

export const loopGridFixtures: BlockFixture<LoopGridBlock>[] = [
  {
    name: 'Properties',
    build: ({ l }) => ({
      heading: l('უძრავი ქონება', 'Properties'),
      source: 'properties',
      perPage: 6,
      columns: '3',
      widgetId: GRID,
    }),
  },
]

export const taxonomyFilterFixtures: BlockFixture<TaxonomyFilterBlock>[] = [
  {
    name: 'District, one at a time',
    build: () => ({
      selectedTaxonomy: 'district',
      logicalJoin: 'disabled',
      grid: GRID,
      showCounts: true,
    }),
  },
  {
    name: 'Type, OR with exclusion',
    build: () => ({
      selectedTaxonomy: 'type',
      logicalJoin: 'OR',
      allowExclude: true,
      grid: GRID,
      showCounts: true,
    }),
  },
]
