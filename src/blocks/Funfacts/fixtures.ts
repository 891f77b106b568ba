import type { FunfactsBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'

export const fixtures: BlockFixture<FunfactsBlock>[] = [
  {
    name: 'The firm in numbers',
    build: ({ l }) => ({
      heading: l('სახლი ციფრებში', 'Sakhli in numbers'),
      facts: [
        { number: 1200, suffix: '+', title: l('გაყიდული ბინა', 'flats sold') },
        { number: 15, title: l('წელი ბაზარზე', 'years on the market') },
        { number: 98, suffix: '%', title: l('კმაყოფილი კლიენტი', 'satisfied clients') },
        { number: 3, title: l('ქალაქი', 'cities') },
      ],
    }),
  },
]
