import type { BlocksField } from 'payload'

/**
 * Every page block's slug, in the admin's order. Pages and widget areas name their blocks by slug
 * (Payload's `blockReferences`); the configs are registered once on the Payload config, from the
 * block registry (src/blocks/configs.ts), and tests/blocks/registry.test.ts checks the two lists
 * agree. Naming slugs keeps collections below the blocks and the features that own some of them.
 */
export const PAGE_BLOCK_SLUGS = [
  'hero',
  'richText',
  'mediaBlock',
  'callToAction',
  'newsList',
  'cardGrid',
  'contactForm',
  'eventsList',
  'portfolioGrid',
  'registerForm',
  'newsletter',
  'accordion',
  'tabs',
  'widgetArea',
  'loopGrid',
  'taxonomyFilter',
  'carousel',
  'shareButtons',
  'backToTop',
  'imageAccordion',
  'imageComparison',
  'teamMembers',
  'videoPopup',
  'infoTips',
  'countdown',
  'progress',
  'funfacts',
  'pieChart',
  'shuffleLetters',
  'map',
  'marketTicker',
  'marketTable',
  'marketChart',
] as const

export type PageBlockSlug = (typeof PAGE_BLOCK_SLUGS)[number]

/**
 * A localized `layout` of page blocks, all of them but the ones named in `except`. `name` and
 * `localized` serve a blocks field inside a localized array (a menu item's mega panel), which
 * must not be localized a second time.
 */
export function pageLayoutField({
  name = 'layout',
  localized = true,
  except = [],
  validate,
}: {
  name?: string
  localized?: boolean
  except?: readonly PageBlockSlug[]
  validate?: BlocksField['validate']
} = {}): BlocksField {
  return {
    name,
    type: 'blocks',
    localized,
    blocks: [],
    blockReferences: PAGE_BLOCK_SLUGS.filter((slug) => !except.includes(slug)),
    ...(validate ? { validate } : {}),
  }
}
