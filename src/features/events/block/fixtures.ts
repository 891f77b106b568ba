import type { BlockFixture } from '@/lib/block-kit/fixture-types'
import type { EventsListBlock } from '@/payload-types'

export const fixtures: BlockFixture<EventsListBlock>[] = [
  {
    name: 'Upcoming events',
    build: ({ l }) => ({
      heading: l('მომავალი ღონისძიებები', 'Upcoming events'),
      filter: 'upcoming',
      limit: 3,
      showMoreLink: true,
    }),
  },
]
