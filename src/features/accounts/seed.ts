import type { Payload } from 'payload'

import { seedPage } from '@/lib/seed-kit/documents'

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
  await seedPage(payload, { slug: 'register', title: page.title, layout: block })
}
