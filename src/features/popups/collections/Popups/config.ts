import type { CollectionConfig, Field, Tab } from 'payload'

import { type CollectionAccess, isSignedIn, publishedOrSignedIn } from '@/access'
import { type PageBlockSlug, pageLayoutField } from '@/fields/page-layout'
import { locales, localizePath } from '@/i18n/locales'
import { previewUrl } from '@/utilities/preview-url'

import { POPUP_AUDIENCES, POPUP_TARGET_COLLECTIONS } from '../../options'
import { isPathPattern, type PopupWhere } from '../../placement'

import { behaviour } from './behaviour'
import { l, options } from './fields-kit'
import { rules } from './rules'
import { triggers } from './triggers'

export const POPUPS_SLUG = 'popups'
export const POPUP_STATS_SLUG = 'popup-stats'

/**
 * Blocks a popup does not offer: the page's own (its one heading, back to top) and those bound to
 * a page's grid (a filter, the grid it filters). Forms are welcome: a sent form is a conversion.
 */
const NOT_IN_POPUPS: PageBlockSlug[] = ['hero', 'backToTop', 'taxonomyFilter', 'loopGrid']

const chosen = (_: unknown, sibling: unknown) =>
  (sibling as { show_on?: string } | null)?.show_on === 'chosen'

const where: Field[] = [
  {
    name: 'show_on',
    type: 'radio',
    label: l('Show on', 'სად ჩანს'),
    // Every page, as the popup plugin's first condition was; nothing opens it until a trigger is on.
    defaultValue: 'all',
    options: [
      { value: 'all', label: l('Every page of the site', 'საიტის ყველა გვერდზე') },
      { value: 'chosen', label: l('The pages chosen below', 'ქვემოთ არჩეულ გვერდებზე') },
    ],
    admin: { layout: 'horizontal' },
    // A popup placed on chosen pages with none chosen would show nowhere.
    validate: (value: unknown, { siblingData }: { siblingData: unknown }) => {
      if (value !== 'chosen') return true
      const where = siblingData as PopupWhere | null
      const chosen =
        Boolean(where?.documents?.length) ||
        Boolean(where?.collections?.length) ||
        Boolean(where?.paths?.length)
      return chosen || 'Choose pages, collections or addresses below, or show it on every page.'
    },
  },
  {
    name: 'documents',
    type: 'relationship',
    label: l(
      'These pages, posts, events or properties',
      'ეს გვერდები, სიახლეები, ღონისძიებები ან ობიექტები',
    ),
    relationTo: [...POPUP_TARGET_COLLECTIONS],
    hasMany: true,
    admin: { condition: chosen },
  },
  {
    name: 'collections',
    type: 'select',
    hasMany: true,
    label: l('Every document of', 'ყველა დოკუმენტზე'),
    options: options(POPUP_TARGET_COLLECTIONS, {
      pages: l('Pages', 'გვერდები'),
      posts: l('News posts', 'სიახლეები'),
      events: l('Events', 'ღონისძიებები'),
      properties: l('Properties', 'უძრავი ქონება'),
    }),
    admin: {
      condition: chosen,
      description: 'e.g. News posts: every post’s page (not the news list).',
    },
  },
  {
    name: 'paths',
    type: 'array',
    label: l('Addresses', 'მისამართები'),
    labels: { singular: l('Address', 'მისამართი'), plural: l('Addresses', 'მისამართები') },
    maxRows: 50,
    admin: {
      condition: chosen,
      description:
        'Site paths without the language: /contact, or with * for any text: /news/*, /properties*. Each applies in both languages.',
    },
    fields: [
      {
        name: 'pattern',
        type: 'text',
        required: true,
        maxLength: 300,
        validate: (value: unknown) =>
          isPathPattern(value) || 'A site path starting with / (use * for any text).',
      },
    ],
  },
  {
    name: 'audience',
    type: 'radio',
    label: l('Who sees it', 'ვინ ხედავს'),
    defaultValue: 'everyone',
    options: options(POPUP_AUDIENCES, {
      everyone: l('Everyone', 'ყველა'),
      signed_in: l('Signed-in visitors only', 'მხოლოდ შესული ვიზიტორები'),
      anonymous: l('Visitors who are not signed in', 'შეუსვლელი ვიზიტორები'),
    }),
    admin: { layout: 'horizontal' },
  },
]

const tabs: Tab[] = [
  {
    label: l('Content', 'შიგთავსი'),
    description:
      'What the popup shows, built from page blocks. A link followed or a form sent in it counts as a conversion.',
    fields: [{ ...pageLayoutField({ except: NOT_IN_POPUPS }), label: l('Blocks', 'ბლოკები') }],
  },
  {
    name: 'rules',
    label: l('Rules', 'წესები'),
    description: 'When the popup may show. Every rule switched on must pass; none on: always.',
    fields: rules,
  },
  {
    name: 'triggers',
    label: l('Triggers', 'გამშვებები'),
    description:
      'What opens it once the rules pass. The first trigger to fire opens it; the others are cancelled. With none on, only the click selector (Behaviour) opens it.',
    fields: triggers,
  },
  {
    name: 'behaviour',
    label: l('Behaviour', 'ქცევა'),
    description: 'How it opens and closes.',
    fields: behaviour,
  },
  {
    name: 'where',
    label: l('Where', 'სად'),
    description: 'Pages it may show on, and to whom.',
    fields: where,
  },
  {
    label: l('Counts', 'სტატისტიკა'),
    description:
      'Views, closes and conversions per day, counted by the site itself (no outside service).',
    fields: [
      {
        name: 'stats',
        type: 'join',
        label: l('Per day', 'დღეების მიხედვით'),
        collection: POPUP_STATS_SLUG,
        on: 'popup',
        defaultSort: '-day',
        defaultLimit: 31,
        admin: {
          allowCreate: false,
          defaultColumns: ['day', 'views', 'closes', 'conversions'],
          disableRowTypes: true,
        },
      },
    ],
  },
]

/** The preview page of a saved popup (none before its first save: it has no id yet). */
function popupPreviewUrl(id: unknown, locale: unknown): string | null {
  if (typeof id !== 'number') return null
  return previewUrl(POPUPS_SLUG, String(id), locale, (popup, lang) =>
    localizePath(`/popup-preview/${popup}`, lang),
  )
}

/**
 * Popups (spec sections 3 and 4): content made of page blocks, the timing rules and triggers that
 * open it, how it behaves, and where it shows. Visitors get published popups only
 * (`popupsForPage`); drafts stay with editors. Its counts are `popup-stats`.
 */
export const Popups: CollectionConfig = {
  slug: POPUPS_SLUG,
  labels: {
    singular: l('Popup', 'ამომხტარი ფანჯარა'),
    plural: l('Popups', 'ამომხტარი ფანჯრები'),
  },
  access: {
    read: publishedOrSignedIn,
    readVersions: isSignedIn,
    create: isSignedIn,
    update: isSignedIn,
    delete: isSignedIn,
  } satisfies CollectionAccess,
  admin: {
    group: l('Site', 'საიტი'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'languages', '_status', 'updatedAt'],
    description: 'Dialogs that open over pages when their rules pass and a trigger fires.',
    // The preview page opens the editor's latest draft at once (src/app/…/popup-preview/[id]).
    preview: (doc, { locale }) => popupPreviewUrl(doc?.id, locale),
    livePreview: { url: ({ data, locale }) => popupPreviewUrl(data?.id, locale?.code) },
  },
  versions: { drafts: true, maxPerDoc: 30 },
  endpoints: [
    {
      // The visitors' counting beacon (`server/beacon.ts`): `POST /api/popups/beacon`.
      path: '/beacon',
      method: 'post',
      handler: async (req) => (await import('../../server/beacon')).popupBeaconEndpoint(req),
    },
  ],
  hooks: {
    // Its counts go with it, deleted by their one writer in the deletion's transaction (before it:
    // the stats' foreign key would otherwise be set to null first).
    beforeDelete: [
      async ({ id, req }) => {
        const { deleteStatsOf } = await import('../../server/stats')
        await deleteStatsOf(req.payload, Number(id), req)
      },
    ],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: l('Title', 'სათაური'),
      maxLength: 200,
      admin: { description: 'The dialog’s accessible name (read by screen readers); not shown.' },
    },
    {
      // Not `locales`: its table would be `popups_locales`, the translations' own.
      name: 'languages',
      type: 'select',
      hasMany: true,
      required: true,
      label: l('Languages', 'ენები'),
      defaultValue: [...locales],
      options: [
        { value: 'ka', label: l('Georgian', 'ქართული') },
        { value: 'en', label: l('English', 'ინგლისური') },
      ],
      admin: {
        position: 'sidebar',
        description:
          'It shows only on pages in these languages (English alone: an English-only popup).',
      },
    },
    { type: 'tabs', tabs },
  ],
}
