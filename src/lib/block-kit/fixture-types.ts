import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

export interface FixtureContext {
  payload: Payload
  locale: Locale
  /** The text for the page's language: Georgian first, English second. */
  l: (ka: string, en: string) => string
}

/**
 * An example of a block as an editor would fill it, for `/styleguide` and the tests. Built per
 * request: blocks that point at documents (a form, a list) look up the seeded ones.
 */
export interface BlockFixture<T> {
  name: string
  build: (ctx: FixtureContext) => Omit<T, 'blockType'> | null | Promise<Omit<T, 'blockType'> | null>
}

/** Rich text (Lexical's stored state) from plain paragraphs, for fixtures. */
export { lexicalFromBlocks } from '@/lib/seed-kit/lexical'
