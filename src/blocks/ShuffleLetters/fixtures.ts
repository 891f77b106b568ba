import type { ShuffleLettersBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'

export const fixtures: BlockFixture<ShuffleLettersBlock>[] = [
  {
    name: 'Slogan',
    build: ({ l }) => ({
      text: l('თქვენი სახლი იწყება აქ', 'Your home starts here'),
      subtitle: l(
        'ვეძებთ, ვამოწმებთ და ვაფორმებთ: თქვენ მხოლოდ გასაღებს იღებთ.',
        'We search, check and sign: you just take the keys.',
      ),
    }),
  },
]
