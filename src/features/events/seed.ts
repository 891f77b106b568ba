/** Demo events: Georgian with English, past and upcoming, in three categories. */
import type { Payload } from 'payload'

import { uploadIllustration } from '@/lib/seed-kit/images'

type L10n = { ka: string; en: string }
const context = { disableRevalidate: true }
const DAY = 24 * 60 * 60 * 1000

const categories: { slug: string; title: L10n }[] = [
  { slug: 'seminars', title: { ka: 'სემინარები', en: 'Seminars' } },
  { slug: 'workshops', title: { ka: 'ვორქშოფები', en: 'Workshops' } },
  { slug: 'meetups', title: { ka: 'შეხვედრები', en: 'Meetups' } },
]

interface SeedEvent {
  slug: string
  category: string
  /** Days from now (negative: past), at 19:00 Tbilisi time. */
  inDays: number
  capacity?: number
  waitlist?: boolean
  title: L10n
  description: L10n
  address: L10n
  lat: number
  lng: number
}

const venues = {
  tbilisi: {
    address: { ka: 'თბილისი, რუსთაველის გამზ. 12', en: '12 Rustaveli Ave, Tbilisi' },
    lat: 41.6978,
    lng: 44.7989,
  },
  batumi: {
    address: { ka: 'ბათუმი, ჭავჭავაძის ქ. 5', en: '5 Chavchavadze St, Batumi' },
    lat: 41.6459,
    lng: 41.6405,
  },
  kutaisi: {
    address: { ka: 'ქუთაისი, რუსთაველის ქ. 3', en: '3 Rustaveli St, Kutaisi' },
    lat: 42.2679,
    lng: 42.7181,
  },
}

const events: SeedEvent[] = [
  [
    'first-home-seminar',
    'seminars',
    7,
    30,
    true,
    'პირველი ბინის ყიდვა',
    'Buying your first flat',
    'tbilisi',
  ],
  [
    'mortgage-basics',
    'seminars',
    14,
    40,
    false,
    'იპოთეკის საფუძვლები',
    'Mortgage basics',
    'tbilisi',
  ],
  [
    'renovation-workshop',
    'workshops',
    21,
    12,
    true,
    'რემონტის დაგეგმვა',
    'Planning a renovation',
    'batumi',
  ],
  [
    'interior-light',
    'workshops',
    28,
    undefined,
    false,
    'ინტერიერის განათება',
    'Lighting an interior',
    'tbilisi',
  ],
  [
    'neighbours-meetup',
    'meetups',
    35,
    60,
    false,
    'მეზობლების შეხვედრა',
    'Neighbours meetup',
    'kutaisi',
  ],
  [
    'energy-saving',
    'seminars',
    42,
    25,
    true,
    'ენერგოდაზოგვა სახლში',
    'Saving energy at home',
    'batumi',
  ],
  ['rent-law-talk', 'meetups', 49, 50, false, 'ქირავნობის კანონი', 'The law of renting', 'tbilisi'],
  ['garden-workshop', 'workshops', -10, 20, false, 'ეზოს მოწყობა', 'Shaping a garden', 'kutaisi'],
  [
    'property-tax-2025',
    'seminars',
    -30,
    40,
    false,
    'ქონების გადასახადი',
    'Property tax explained',
    'tbilisi',
  ],
].map(([slug, category, inDays, capacity, waitlist, ka, en, venue]) => {
  const v = venues[venue as keyof typeof venues]
  return {
    slug: slug as string,
    category: category as string,
    inDays: inDays as number,
    capacity: capacity as number | undefined,
    waitlist: waitlist as boolean,
    title: { ka: ka as string, en: en as string },
    description: {
      ka: `${ka}: პრაქტიკული რჩევები სპეციალისტებისგან, კითხვები და პასუხები.`,
      en: `${en}: practical advice from specialists, questions and answers.`,
    },
    address: v.address,
    lat: v.lat,
    lng: v.lng,
  }
})

const lessons = [
  {
    time: '19:00',
    title: { ka: 'შესავალი', en: 'Introduction' },
    content: { ka: 'რას განვიხილავთ და ვისთვისაა.', en: 'What we cover and who it is for.' },
  },
  {
    time: '19:45',
    title: { ka: 'პრაქტიკა', en: 'Practice' },
    content: { ka: 'მაგალითები და სავარჯიშოები.', en: 'Examples and exercises.' },
  },
  {
    time: '20:30',
    title: { ka: 'კითხვები', en: 'Questions' },
    content: { ka: 'ღია დისკუსია.', en: 'An open discussion.' },
  },
]

/** At 19:00 in Tbilisi (15:00 UTC), `days` from today. */
function eveningIn(days: number, now = Date.now()): Date {
  const date = new Date(now + days * DAY)
  date.setUTCHours(15, 0, 0, 0)
  return date
}

export async function seedEvents(payload: Payload): Promise<void> {
  const categoryIds = new Map<string, number>()
  for (const c of categories) {
    const doc = await payload.create({
      collection: 'event-categories',
      locale: 'ka',
      data: { title: c.title.ka, slug: c.slug },
      context,
    })
    await payload.update({
      collection: 'event-categories',
      id: doc.id,
      locale: 'en',
      data: { title: c.title.en },
      context,
    })
    categoryIds.set(c.slug, doc.id)
  }
  // A seminar scene and a calendar: what an event is, not a building.
  const motifs = ['meeting', 'calendar'] as const
  for (const [i, e] of events.entries()) {
    const image = await uploadIllustration(payload, {
      motif: motifs[i % motifs.length]!,
      hue: (i * 40) % 360,
      name: `event-${e.slug}.jpg`,
      alt: e.title,
    })
    const startsAt = eveningIn(e.inDays)
    const doc = await payload.create({
      collection: 'events',
      locale: 'ka',
      data: {
        title: e.title.ka,
        slug: e.slug,
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 2 * 60 * 60 * 1000).toISOString(),
        venue: { address: e.address.ka, latitude: e.lat, longitude: e.lng },
        category: categoryIds.get(e.category),
        image,
        description: e.description.ka,
        lessons: lessons.map((l) => ({ time: l.time, title: l.title.ka, content: l.content.ka })),
        capacity: e.capacity,
        waitlist: e.waitlist,
      },
      context,
    })
    await payload.update({
      collection: 'events',
      id: doc.id,
      locale: 'en',
      data: {
        title: e.title.en,
        venue: { address: e.address.en, latitude: e.lat, longitude: e.lng },
        description: e.description.en,
        lessons: (doc.lessons ?? []).map((row, n) => ({
          id: row.id,
          time: row.time,
          title: lessons[n]?.title.en ?? row.title,
          content: lessons[n]?.content.en ?? row.content,
        })),
      },
      context,
    })
  }
}
