import type { NewsListBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'

export const fixtures: BlockFixture<NewsListBlock>[] = [
  {
    name: 'Latest three',
    build: ({ l }) => ({
      heading: l('ბოლო სიახლეები', 'Latest news'),
      limit: 3,
      layout: 'grid',
      showMoreLink: true,
    }),
  },
]
