import type { Payload } from 'payload'

const context = { disableRevalidate: true }

const page = {
  title: { ka: 'რეგისტრაცია', en: 'Register' },
  heading: { ka: 'შექმენით ანგარიში', en: 'Create an account' },
  intro: {
    ka: 'ანგარიშით შეგიძლიათ ღონისძიებებზე დარეგისტრირება და თქვენი მონაცემების მართვა. პაროლს ელფოსტით არასდროს გამოგიგზავნით.',
    en: 'With an account you can join events and manage your data. We never send your password by e-mail.',
  },
}

/** The `/register` page with the registration block, in Georgian and English. */
export async function seedAccounts(payload: Payload): Promise<void> {
  const block = (locale: 'ka' | 'en') => [
    {
      blockType: 'registerForm' as const,
      heading: page.heading[locale],
      intro: page.intro[locale],
    },
  ]
  const doc = await payload.create({
    collection: 'pages',
    locale: 'ka',
    data: { title: page.title.ka, slug: 'register', layout: block('ka'), _status: 'published' },
    context,
  })
  await payload.update({
    collection: 'pages',
    id: doc.id,
    locale: 'en',
    data: { title: page.title.en, layout: block('en'), _status: 'published' },
    context,
  })
}
