import type { BlockFixture } from '@/lib/block-kit/fixture-types'
import type { MarketChartBlock, MarketTableBlock, MarketTickerBlock } from '@/payload-types'

export const marketTickerFixtures: BlockFixture<MarketTickerBlock>[] = [
  {
    name: 'District prices',
    build: ({ l }) => ({
      heading: l('ბინების ფასები უბნების მიხედვით', 'Flat prices by district'),
      moreLabel: l('ყველა ინდექსი', 'All indexes'),
      moreHref: '/market',
    }),
  },
]

export const marketTableFixtures: BlockFixture<MarketTableBlock>[] = [
  {
    name: 'Every index',
    build: ({ l }) => ({
      heading: l('ფასები უბნების მიხედვით', 'Prices by district'),
      deal: 'all',
      showRates: true,
    }),
  },
]

export const marketChartFixtures: BlockFixture<MarketChartBlock>[] = [
  {
    name: 'A year of sale prices',
    build: ({ l }) => ({
      heading: l('გასაყიდი ბინების ფასი', 'Prices of flats for sale'),
      symbols: 'vake-sale, saburtalo-sale, old-batumi-sale',
      months: 12,
    }),
  },
]
