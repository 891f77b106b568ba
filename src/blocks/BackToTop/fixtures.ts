import type { BackToTopBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'

export const fixtures: BlockFixture<BackToTopBlock>[] = [
  {
    name: 'With the progress ring',
    build: () => ({ showAfter: 400, offset: 100, progress: true }),
  },
]
