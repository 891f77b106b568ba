import type { BlockFixture } from '@/lib/block-kit/fixture-types'
import type { PortfolioGridBlock } from '@/payload-types'

export const fixtures: BlockFixture<PortfolioGridBlock>[] = [
  {
    name: 'Completed projects',
    build: ({ l }) => ({
      heading: l('ჩვენი დასრულებული პროექტები', 'Our completed projects'),
      limit: 3,
      loadMore: true,
    }),
  },
]
