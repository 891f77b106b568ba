import type { Payload } from 'payload'

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

/**
 * The site's newsletter list (double opt-in) and the `/newsletter` page whose ElementsKit form
 * subscribes to it, in Georgian and English.
 */
export async function seedNewsletter(payload: Payload): Promise<number> {
  const list = await payload.create({
    collection: 'newsletter-lists',
    data: { title: 'Sakhli newsletter', doubleOptIn: true },
    overrideAccess: true,
    context,
  })
  const block = (locale: 'ka' | 'en') => [
    {
      blockType: 'newsletter' as const,
      list: list.id,
      heading: page.heading[locale],
      intro: page.intro[locale],
      successMessage: page.successMessage[locale],
      optInMessage: page.optInMessage[locale],
      showName: true,
    },
  ]
  const doc = await payload.create({
    collection: 'pages',
    locale: 'ka',
    data: { title: page.title.ka, slug: 'newsletter', layout: block('ka'), _status: 'published' },
    context,
  })
  await payload.update({
    collection: 'pages',
    id: doc.id,
    locale: 'en',
    data: { title: page.title.en, layout: block('en'), _status: 'published' },
    context,
  })
  return list.id
}
