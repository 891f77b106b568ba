import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Form, Page } from '@/payload-types'

/** Seeding writes many documents at once: the site is revalidated once, after it. */
const context = { disableRevalidate: true }

type Localized = Record<Locale, string>

/**
 * A published page of the seed, written in Georgian, then given its English title, layout and
 * description. Returns its id.
 */
export async function seedPage(
  payload: Payload,
  page: {
    slug: string
    title: Localized
    layout: (locale: Locale) => NonNullable<Page['layout']>
    description?: Localized
  },
): Promise<number> {
  const data = (locale: Locale) => ({
    title: page.title[locale],
    layout: page.layout(locale),
    ...(page.description ? { meta: { description: page.description[locale] } } : {}),
    _status: 'published' as const,
  })
  const doc = await payload.create({
    collection: 'pages',
    locale: 'ka',
    data: { ...data('ka'), slug: page.slug },
    context,
  })
  await payload.update({ collection: 'pages', id: doc.id, locale: 'en', data: data('en'), context })
  return doc.id
}

type FormData = Omit<Form, 'id' | 'title' | 'createdAt' | 'updatedAt'>

/**
 * A contact form of the seed: written in Georgian, then given its English template and mail
 * texts (`en`: only the localized fields). Returns its id.
 */
export async function seedForm(
  payload: Payload,
  title: string,
  ka: FormData,
  en: Partial<Pick<FormData, 'template'>> & {
    mail?: Partial<Form['mail']>
    mail2?: Partial<NonNullable<Form['mail2']>>
  },
): Promise<number> {
  const form = await payload.create({
    collection: 'forms',
    locale: 'ka',
    data: { title, ...ka },
    context,
  })
  await payload.update({ collection: 'forms', id: form.id, locale: 'en', data: en, context })
  return form.id
}
