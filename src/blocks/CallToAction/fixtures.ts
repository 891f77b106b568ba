import type { CallToActionBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'

export const fixtures: BlockFixture<CallToActionBlock>[] = [
  {
    name: 'Two links',
    build: ({ l }) => ({
      heading: l('მზად ხართ დასაწყებად?', 'Ready to start?'),
      text: l('პირველი კონსულტაცია უფასოა.', 'The first consultation is free.'),
      links: [
        { label: l('დაგვიკავშირდით', 'Contact us'), href: '/contact' },
        { label: l('სიახლეები', 'News'), href: '/news' },
      ],
    }),
  },
]
