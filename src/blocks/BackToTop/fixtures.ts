import type { BackToTopBlock } from '@/payload-types'

import type { BlockFixture } from '../fixture-types'

export const fixtures: BlockFixture<BackToTopBlock>[] = [
  {
    name: 'With the progress ring',
    build: () => ({ showAfter: 400, offset: 100, progress: true }),
  },
]
