import type { Payload } from 'payload'

const context = { disableRevalidate: true }

const block = (locale: 'ka' | 'en') => [
  {
    blockType: 'callToAction' as const,
    heading: locale === 'ka' ? 'გაქვთ კითხვა ბინის შესახებ?' : 'A question about a flat?',
    text:
      locale === 'ka'
        ? 'დაგვირეკეთ სამუშაო დღეებში 10:00-დან 19:00-მდე ან მოგვწერეთ — გიპასუხებთ იმავე დღეს.'
        : 'Call us on working days from 10:00 to 19:00 or write to us: we answer the same day.',
    links: [{ label: locale === 'ka' ? 'დაგვიკავშირდით' : 'Contact us', href: '/contact' }],
  },
]

/** One reusable area (a contact call to action), in Georgian and English. */
export async function seedWidgetAreas(payload: Payload): Promise<number> {
  const area = await payload.create({
    collection: 'widget-areas',
    locale: 'ka',
    data: { title: 'Contact call to action', layout: block('ka') },
    overrideAccess: true,
    context,
  })
  await payload.update({
    collection: 'widget-areas',
    id: area.id,
    locale: 'en',
    data: { layout: block('en') },
    overrideAccess: true,
    context,
  })
  return area.id
}
