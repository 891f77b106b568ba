import type { MediaBlock } from '@/payload-types'

import type { BlockFixture } from '../fixture-types'
import { firstId } from '../fixture-lookup'

export const fixtures: BlockFixture<MediaBlock>[] = [
  {
    name: 'Wide image with a caption',
    build: async ({ payload, l }) => {
      const media = await firstId(payload, 'media')
      return media === null
        ? null
        : { media, width: 'wide', caption: l('ვაკე, თბილისი', 'Vake, Tbilisi') }
    },
  },
]
