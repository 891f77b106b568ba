import type { BlockFixture } from '@/lib/block-kit/fixture-types'
import { firstId } from '@/lib/block-kit/fixture-lookup'
import type { NewsletterBlock } from '@/payload-types'

export const fixtures: BlockFixture<NewsletterBlock>[] = [
  {
    name: 'The seeded list, with names',
    build: async ({ payload, l }) => {
      const list = await firstId(payload, 'newsletter-lists')
      return list === null
        ? null
        : {
            list,
            heading: l('გამოიწერეთ სიახლეები', 'Subscribe to our news'),
            showName: true,
          }
    },
  },
]
