/**
 * The popups' demo content (issue 29): a newsletter sign-up on news posts after half the post is
 * read (once a week), a consultation offer on property pages when the visitor is about to leave,
 * and an English-only reminder of the next event for signed-in visitors.
 */
import type { Payload } from 'payload'

import { eventPaths } from '@/features/events/model/paths'
import { localizePath, type Locale } from '@/i18n/locales'
import type { Popup } from '@/payload-types'

const context = { disableRevalidate: true }

type PopupData = Omit<Popup, 'id' | 'createdAt' | 'updatedAt'>
type Blocks = NonNullable<Popup['layout']>

/** Creates a published popup in Georgian (or its only language), then adds the English text. */
async function createPopup(
  payload: Payload,
  data: PopupData,
  english?: { title: string; layout: Blocks },
): Promise<number> {
  const first: Locale = data.languages.includes('ka') ? 'ka' : 'en'
  const popup = await payload.create({
    collection: 'popups',
    locale: first,
    data: { ...data, _status: 'published' },
    overrideAccess: true,
    context,
  })
  if (english && first === 'ka') {
    await payload.update({
      collection: 'popups',
      id: popup.id,
      locale: 'en',
      data: { ...english, _status: 'published' },
      overrideAccess: true,
      context,
    })
  }
  return popup.id
}

const newsletterText = {
  ka: {
    title: 'სიახლეების გამოწერა',
    heading: 'მოგეწონათ სტატია?',
    intro:
      'თვეში ერთხელ გამოგიგზავნით ახალ პროექტებს, ფასების ცვლილებებსა და რჩევებს ბინის ყიდვისთვის. სპამი არ იქნება.',
  },
  en: {
    title: 'Newsletter sign-up',
    heading: 'Enjoying the article?',
    intro:
      'Once a month we send new projects, price changes and advice on buying a flat. No spam, ever.',
  },
}

const newsletterLayout = (list: number, locale: Locale): Blocks => [
  {
    blockType: 'newsletter',
    list,
    heading: newsletterText[locale].heading,
    intro: newsletterText[locale].intro,
    showName: false,
  },
]

const consultation = {
  ka: {
    title: 'უფასო კონსულტაცია',
    heading: 'სანამ წახვალთ — უფასო კონსულტაცია',
    text: 'ჩვენი იურისტი 20 წუთში აგიხსნით, რა უნდა შეამოწმოთ ბინის ყიდვამდე: საკუთრება, იპოთეკა, ნებართვები. დაგვიტოვეთ ნომერი და დაგირეკავთ იმავე დღეს.',
    label: 'კონსულტაციის დაჯავშნა',
  },
  en: {
    title: 'Free consultation',
    heading: 'Before you go: a free consultation',
    text: 'In 20 minutes our lawyer explains what to check before buying a flat: ownership, mortgages, permits. Leave us your number and we call you back the same day.',
    label: 'Book a consultation',
  },
}

const consultationLayout = (locale: Locale): Blocks => [
  {
    blockType: 'callToAction',
    heading: consultation[locale].heading,
    text: consultation[locale].text,
    links: [{ label: consultation[locale].label, href: localizePath('/contact', locale) }],
  },
]

/** The next event (English titles), or null when none is ahead. */
async function nextEvent(payload: Payload): Promise<{ title: string; slug: string } | null> {
  const { docs } = await payload.find({
    collection: 'events',
    locale: 'en',
    where: { startsAt: { greater_than: new Date().toISOString() } },
    sort: 'startsAt',
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const event = docs[0]
  return event?.slug ? { title: event.title, slug: event.slug } : null
}

export async function seedPopups(payload: Payload): Promise<void> {
  const { docs: lists } = await payload.find({
    collection: 'newsletter-lists',
    sort: 'id',
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const list = lists[0]?.id
  if (list) {
    await createPopup(
      payload,
      {
        title: newsletterText.ka.title,
        languages: ['ka', 'en'],
        layout: newsletterLayout(list, 'ka'),
        rules: { times: { enabled: true, times: 1, period: 'week' } },
        triggers: { scrolling: { enabled: true, direction: 'down', offset: 50 } },
        behaviour: { entrance_animation: 'slideInUp', exit_animation: 'fadeOut' },
        where: { show_on: 'chosen', collections: ['posts'], audience: 'everyone' },
      },
      { title: newsletterText.en.title, layout: newsletterLayout(list, 'en') },
    )
  }

  await createPopup(
    payload,
    {
      title: consultation.ka.title,
      languages: ['ka', 'en'],
      layout: consultationLayout('ka'),
      // At most once a visit: leaving twice is no reason to be asked twice.
      rules: { times: { enabled: true, times: 1, period: 'session' } },
      triggers: { exit_intent: { enabled: true } },
      behaviour: { entrance_animation: 'zoomIn', exit_animation: 'zoomOut' },
      where: { show_on: 'chosen', collections: ['properties'], audience: 'everyone' },
    },
    { title: consultation.en.title, layout: consultationLayout('en') },
  )

  const event = await nextEvent(payload)
  if (event) {
    await createPopup(payload, {
      title: 'Event reminder',
      languages: ['en'],
      layout: [
        {
          blockType: 'callToAction',
          heading: `Coming up: ${event.title}`,
          text: 'You have an account with us, so here is a reminder: seats are limited, and joining takes a minute. We will e-mail you the details the day before.',
          links: [{ label: 'See the event', href: eventPaths.event(event.slug, 'en') }],
        },
      ],
      rules: {
        times: { enabled: true, times: 1, period: 'day' },
        // Editors are signed in too; the reminder is for registered visitors.
        logged_in: { enabled: true, users: 'custom', roles: ['admin', 'editor'] },
      },
      triggers: { page_load: { enabled: true, delay: 3 } },
      behaviour: { close_automatically: 20 },
      where: { show_on: 'all', audience: 'signed_in' },
    })
  }
}
