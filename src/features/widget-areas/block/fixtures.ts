import type { WidgetAreaBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'
import { firstId } from '@/lib/block-kit/fixture-lookup'

export const fixtures: BlockFixture<WidgetAreaBlock>[] = [
  {
    name: 'The first widget area',
    build: async ({ payload }) => {
      const area = await firstId(payload, 'widget-areas')
      return area === null ? null : { area }
    },
  },
]
