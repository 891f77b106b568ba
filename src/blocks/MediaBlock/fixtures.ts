import type { MediaBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'
import { seededImages } from '@/lib/block-kit/fixture-lookup'

export const fixtures: BlockFixture<MediaBlock>[] = [
  {
    name: 'Wide image with a caption, tilting on hover, opening full size in the lightbox',
    build: async ({ payload, locale, l }) => {
      const [media] = await seededImages(payload, locale, ['tbilisi-apartment-prices-early-2026'])
      return media
        ? {
            media,
            width: 'wide',
            caption: l('ვაკე, თბილისი', 'Vake, Tbilisi'),
            tilt: true,
            openFullSize: true,
          }
        : null
    },
  },
]
