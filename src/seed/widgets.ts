/**
 * Page widgets in the seeded site, built from the style guide's own fixtures: one set of demo
 * content, shown where a consulting and property site would use it (services: questions and
 * tabs; home: an open-day countdown, the firm in numbers, testimonials; about: the team and a renovation before and after). Ids are left to Payload.
 */
import type { Payload } from 'payload'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'
import { fixtures as accordion } from '@/blocks/Accordion/fixtures'
import { fixtures as carousel } from '@/blocks/Carousel/fixtures'
import { fixtures as countdown } from '@/blocks/Countdown/fixtures'
import { fixtures as funfacts } from '@/blocks/Funfacts/fixtures'
import { fixtures as imageComparison } from '@/blocks/ImageComparison/fixtures'
import { fixtures as tabs } from '@/blocks/Tabs/fixtures'
import { fixtures as teamMembers } from '@/blocks/TeamMembers/fixtures'
import type { Locale } from '@/i18n/locales'

export async function fromFixture<T extends { id?: string | null }, S extends string>(
  fixture: BlockFixture<T>,
  blockType: S,
  payload: Payload,
  locale: Locale,
) {
  const built = await fixture.build({
    payload,
    locale,
    l: (ka, en) => (locale === 'ka' ? ka : en),
  })
  if (!built) throw new Error(`The ${blockType} fixture needs seeded documents it did not find.`)
  const { id: _id, ...block } = built
  return { ...(storedForm(block) as typeof block), blockType }
}

/**
 * A fixture as it is stored: documents it points at (images, read for the style guide's render)
 * become their ids, and array rows lose their fixture ids.
 */
function storedForm(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(storedForm)
  if (!value || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  if ('filename' in record && typeof record.id === 'number') return record.id
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => key !== 'id')
      .map(([key, v]) => [key, storedForm(v)]),
  )
}

export async function seedWidgetBlocks(payload: Payload, locale: Locale) {
  return {
    servicesTabs: await fromFixture(tabs[0]!, 'tabs' as const, payload, locale),
    servicesQuestions: await fromFixture(accordion[0]!, 'accordion' as const, payload, locale),
    testimonials: await fromFixture(carousel[0]!, 'carousel' as const, payload, locale),
    openDay: await fromFixture(countdown[0]!, 'countdown' as const, payload, locale),
    numbers: await fromFixture(funfacts[0]!, 'funfacts' as const, payload, locale),
    team: await fromFixture(teamMembers[0]!, 'teamMembers' as const, payload, locale),
    renovation: await fromFixture(imageComparison[0]!, 'imageComparison' as const, payload, locale),
  }
}
