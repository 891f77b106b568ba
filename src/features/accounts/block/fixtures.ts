import type { BlockFixture } from '@/lib/block-kit/fixture-types'
import type { RegisterFormBlock } from '@/payload-types'

export const fixtures: BlockFixture<RegisterFormBlock>[] = [
  {
    name: 'Registration',
    build: ({ l }) => ({
      heading: l('შექმენით ანგარიში', 'Create an account'),
      intro: l(
        'შეინახეთ სასურველი ბინები და მიიღეთ შეტყობინებები.',
        'Save flats you like and get alerts.',
      ),
    }),
  },
]
