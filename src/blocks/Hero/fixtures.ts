import type { HeroBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'
import { firstId } from '@/lib/block-kit/fixture-lookup'

export const fixtures: BlockFixture<HeroBlock>[] = [
  {
    name: 'With an image and a button',
    build: async ({ payload, l }) => ({
      heading: l('თქვენი სახლი საქართველოში', 'Your home in Georgia'),
      text: l(
        'გეხმარებით ბინის არჩევაში, შემოწმებასა და ყიდვაში — თბილისში, ბათუმსა და ბაკურიანში.',
        'We help you choose, check and buy a flat in Tbilisi, Batumi and Bakuriani.',
      ),
      image: await firstId(payload, 'media'),
      cta: { label: l('დაგვიკავშირდით', 'Contact us'), href: '/contact' },
    }),
  },
]
