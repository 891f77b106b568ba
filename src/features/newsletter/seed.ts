import type { Payload } from 'payload'

import { seedPage } from '@/lib/seed-kit/documents'

const context = { disableRevalidate: true }

const page = {
  title: { ka: 'სიახლეების გამოწერა', en: 'Newsletter' },
  heading: { ka: 'გამოიწერეთ ჩვენი სიახლეები', en: 'Subscribe to our news' },
  intro: {
    ka: 'ახალი პროექტები, ფასების ცვლილებები და რჩევები ბინის ყიდვისთვის — თვეში ერთხელ.',
    en: 'New projects, price changes and advice on buying a flat: once a month.',
  },
  // The block's own messages (the catalogue's are the fallback for blocks that set none).
  successMessage: {
    ka: 'გმადლობთ! ახლა პირველი მიიღებთ ჩვენს სიახლეებს.',
    en: 'Thank you! You will be the first to hear our news.',
  },
  optInMessage: {
    ka: 'კიდევ ერთი ნაბიჯი: დაადასტურეთ გამოწერა წერილში, რომელიც ახლა გამოგიგზავნეთ.',
    en: 'One more step: confirm your subscription in the e-mail we have just sent you.',
  },
}

/** The home page's section: the same list, a heading that invites rather than names the page. */
const home = {
  heading: { ka: 'მიიღეთ ჩვენი სიახლეები ელფოსტით', en: 'Get our news by e-mail' },
}

/** The site's newsletter list (double opt-in): created first, so the home page can place its form. */
export async function seedNewsletterList(payload: Payload): Promise<number> {
  const list = await payload.create({
    collection: 'newsletter-lists',
    data: { title: 'Sakhli newsletter', doubleOptIn: true },
    overrideAccess: true,
    context,
  })
  return list.id
}

const block = (list: number, locale: 'ka' | 'en', section: 'page' | 'home') => ({
  blockType: 'newsletter' as const,
  list,
  heading: (section === 'home' ? home.heading : page.heading)[locale],
  intro: page.intro[locale],
  successMessage: page.successMessage[locale],
  optInMessage: page.optInMessage[locale],
  // The page asks for a name; the home section only for the address, so it stays one short row.
  showName: section === 'page',
  ...(section === 'home' ? { settings: { background: 'muted' as const } } : {}),
})

/** The newsletter's section on the home page, in `locale`. */
export const newsletterHomeBlock = (list: number, locale: 'ka' | 'en') =>
  block(list, locale, 'home')

/**
 * The `/newsletter` page whose ElementsKit form subscribes to `list`, in Georgian and English.
 */
export async function seedNewsletter(payload: Payload, list: number): Promise<void> {
  await seedPage(payload, {
    slug: 'newsletter',
    title: page.title,
    layout: (locale) => [block(list, locale, 'page')],
  })
}

/** Its seed as the runner calls it: the `/newsletter` page, on the list the home page uses. */
export async function seedNewsletterPage(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'newsletter-lists',
    sort: 'id',
    limit: 1,
    depth: 0,
    pagination: false,
  })
  if (docs[0]) await seedNewsletter(payload, docs[0].id)
}
