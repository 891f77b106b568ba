import type { ImageComparisonBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'
import { seededImages } from '@/lib/block-kit/fixture-lookup'

export const fixtures: BlockFixture<ImageComparisonBlock>[] = [
  {
    name: 'A flat before and after renovation',
    build: async ({ payload, locale, l }) => {
      // One room drawn before and after (src/seed/data/illustrations.ts).
      const [before, after] = await seededImages(payload, locale, [
        'renovation-before',
        'renovation-after',
      ])
      if (!before || !after) return null
      return {
        heading: l('რემონტი საბურთალოზე', 'A renovation in Saburtalo'),
        before,
        after,
        beforeLabel: l('რემონტამდე', 'Before'),
        afterLabel: l('რემონტის შემდეგ', 'After'),
        caption: l(
          'ოროთახიანი ბინა შავი კარკასიდან საცხოვრებლად მზა მდგომარეობამდე ოთხ თვეში: ახალი გაყვანილობა, იატაკი და სამზარეულო.',
          'A two-room flat from a black frame to ready to live in, in four months: new wiring, floors and kitchen.',
        ),
        startPosition: 50,
      }
    },
  },
]
