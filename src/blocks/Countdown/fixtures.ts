import type { CountdownBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'

const DAY = 24 * 60 * 60 * 1000

export const fixtures: BlockFixture<CountdownBlock>[] = [
  {
    name: 'Open day',
    build: ({ l }) => ({
      heading: l('ღია კარის დღე ვაკის ახალ კორპუსში', 'Open day at the new Vake building'),
      // Always ahead: twelve days from the render, at 12:00 Tbilisi time.
      endsAt: new Date(
        Math.ceil((Date.now() + 12 * DAY) / DAY) * DAY + 8 * 3_600_000,
      ).toISOString(),
      finishTitle: l('ღია კარის დღე დაიწყო!', 'The open day has begun!'),
      finishText: l(
        'გელოდებით ვაკეში, ჭავჭავაძის 37-ში.',
        'We are waiting for you at 37 Chavchavadze Ave, Vake.',
      ),
    }),
  },
  {
    name: 'Finished',
    build: ({ l }) => ({
      heading: l('საახალწლო აქცია', 'New Year offer'),
      endsAt: '2026-01-01T00:00:00.000Z',
      finishTitle: l('აქცია დასრულდა', 'The offer has ended'),
      finishText: l(
        'მომდევნო აქციის შესახებ გაიგებთ სიახლეებში.',
        'Watch the news for the next one.',
      ),
    }),
  },
]
