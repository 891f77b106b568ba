import type { PieChartBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'

export const fixtures: BlockFixture<PieChartBlock>[] = [
  {
    name: 'Market shares',
    build: ({ l }) => ({
      heading: l('თბილისის ბაზარი 2026 წელს', 'The Tbilisi market in 2026'),
      variant: 'thin',
      charts: [
        {
          label: l('ახალი აშენებული', 'New builds'),
          percent: 68,
          text: l('გაყიდული ბინების წილი', 'Share of flats sold'),
        },
        {
          label: l('იპოთეკით', 'With a mortgage'),
          percent: 41,
          text: l('გარიგებები სესხით', 'Deals financed by a loan'),
        },
        {
          label: l('უცხოელი მყიდველები', 'Foreign buyers'),
          percent: 23,
          text: l('გარიგებების წილი', 'Share of deals'),
        },
      ],
    }),
  },
  {
    name: 'Bold variant',
    build: ({ l }) => ({
      variant: 'bold',
      charts: [{ label: l('ოკუპირებულობა ბათუმში', 'Occupancy in Batumi'), percent: 86 }],
    }),
  },
]
