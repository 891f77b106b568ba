import type { BlockFixture } from '@/lib/block-kit/fixture-types'
import { firstId } from '@/lib/block-kit/fixture-lookup'
import type { ContactFormBlock } from '@/payload-types'

export const fixtures: BlockFixture<ContactFormBlock>[] = [
  {
    name: 'The seeded contact form',
    build: async ({ payload, l }) => {
      const form = await firstId(payload, 'forms')
      return form === null
        ? null
        : {
            form,
            heading: l('მოგვწერეთ', 'Write to us'),
            intro: l(
              'გიპასუხებთ ერთი სამუშაო დღის განმავლობაში.',
              'We answer within a working day.',
            ),
          }
    },
  },
]
