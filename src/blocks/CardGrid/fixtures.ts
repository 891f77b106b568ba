import type { CardGridBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'

export const fixtures: BlockFixture<CardGridBlock>[] = [
  {
    name: 'Three cards',
    build: ({ l }) => ({
      heading: l('რატომ ჩვენ', 'Why us'),
      cards: [
        {
          title: l('ადგილობრივი ცოდნა', 'Local knowledge'),
          text: l(
            'ვიცით ყველა უბნის ფასი და ნაკლი.',
            'We know every district’s prices and drawbacks.',
          ),
        },
        {
          title: l('გამჭვირვალე ფასი', 'Clear fees'),
          text: l('საკომისიოს წინასწარ გეტყვით.', 'We tell you our fee up front.'),
        },
        {
          title: l('ორ ენაზე', 'In two languages'),
          text: l('ვმუშაობთ ქართულად და ინგლისურად.', 'We work in Georgian and English.'),
          link: { label: l('გაიგეთ მეტი', 'Learn more'), href: '/about' },
        },
      ],
    }),
  },
]
