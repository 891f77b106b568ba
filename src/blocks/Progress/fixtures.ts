import type { ProgressBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'

export const fixtures: BlockFixture<ProgressBlock>[] = [
  {
    name: 'Construction progress',
    build: ({ l }) => ({
      heading: l(
        'მშენებლობის მიმდინარეობა: საბურთალო, კორპუსი 2',
        'Construction: Saburtalo, block 2',
      ),
      style: 'bar',
      items: [
        { label: l('კარკასი', 'Frame'), percent: 100 },
        { label: l('ფასადი', 'Facade'), percent: 75 },
        { label: l('შიდა სამუშაოები', 'Interior works'), percent: 40 },
      ],
    }),
  },
  {
    name: 'Circles',
    build: ({ l }) => ({
      heading: l('რატომ გვირჩევენ', 'Why clients choose us'),
      style: 'circle',
      // A colour from the editor's palette (the bars above keep the site's).
      colour: '#1a937f',
      items: [
        { label: l('კმაყოფილი კლიენტები', 'Satisfied clients'), percent: 98 },
        { label: l('გარიგებები ვადაში', 'Deals closed on time'), percent: 92 },
        { label: l('განმეორებითი მომართვა', 'Returning clients'), percent: 64 },
      ],
    }),
  },
]
