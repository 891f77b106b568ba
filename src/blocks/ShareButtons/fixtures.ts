import type { ShareButtonsBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'
import { SHARE_NETWORKS } from './networks'

export const fixtures: BlockFixture<ShareButtonsBlock>[] = [
  {
    name: 'Common networks',
    build: ({ l }) => ({
      heading: l('გაუზიარეთ მეგობრებს', 'Share with friends'),
      networks: ['facebook', 'x', 'linkedin', 'telegram', 'whatsapp', 'email'],
    }),
  },
  {
    name: 'All 19 networks',
    build: ({ l }) => ({
      heading: l('ყველა ქსელი', 'Every network'),
      title: l('საქართველოში ბინის ყიდვის გზამკვლევი', 'A guide to buying a flat in Georgia'),
      networks: [...SHARE_NETWORKS],
    }),
  },
]
