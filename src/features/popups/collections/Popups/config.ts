import type { CollectionConfig, Field, NumberField, Tab } from 'payload'

import { type CollectionAccess, isSignedIn, publishedOrSignedIn } from '@/access'
import { type PageBlockSlug, pageLayoutField } from '@/fields/page-layout'
import { siteTimeZone } from '@/fields/site-time-zone'
import { locales } from '@/i18n/locales'

import { SITE_TIME_ZONE } from '@/shared/constants'

import {
  CLOSE_BUTTON_POSITIONS,
  LOGGED_IN_USERS,
  POPUP_BROWSERS,
  POPUP_DEVICES,
  SCROLL_DIRECTIONS,
  URL_RULE_ACTIONS,
  VISITOR_SOURCES,
} from '../../model/settings'
import {
  ENTRANCE_ANIMATIONS,
  EXIT_ANIMATIONS,
  POPUP_AUDIENCES,
  POPUP_TARGET_COLLECTIONS,
  POPUP_USER_ROLES,
  SCHEDULE_TIME_ZONES,
  TIMES_FRAMES,
} from '../../options'
import { isPathPattern, type PopupWhere } from '../../placement'

export const POPUPS_SLUG = 'popups'
export const POPUP_STATS_SLUG = 'popup-stats'

/** An admin label in both languages (the admin picks its own; Georgian once it is offered). */
const l = (en: string, ka: string) => ({ en, ka })

type Labelled = Record<string, { en: string; ka: string }>
const options = (values: readonly string[], labels: Labelled) =>
  values.map((value) => ({ value, label: labels[value] ?? l(value, value) }))

/**
 * Blocks a popup does not offer: the page's own (its one heading, back to top) and those bound to
 * a page's grid (a filter, the grid it filters). Forms are welcome: a sent form is a conversion.
 */
const NOT_IN_POPUPS: PageBlockSlug[] = ['hero', 'backToTop', 'taxonomyFilter', 'loopGrid']

/** Whether a rule or trigger group is switched on (its sibling `enabled`). */
const enabled = (_: unknown, sibling: unknown) =>
  Boolean((sibling as { enabled?: unknown } | null)?.enabled)

const seconds = (name: string, label: { en: string; ka: string }, description: string) =>
  ({
    name,
    type: 'number',
    label,
    min: 0,
    max: 3600,
    admin: { condition: enabled, description, step: 1 },
  }) satisfies NumberField

/** A rule or trigger: a group switched on by its own checkbox, its settings shown when on. */
function switchable(
  name: string,
  label: { en: string; ka: string },
  description: string,
  fields: Field[],
): Field {
  return {
    name,
    type: 'group',
    label,
    admin: { description },
    fields: [{ name: 'enabled', type: 'checkbox', label: l('On', 'ჩართული') }, ...fields],
  }
}

/** Timing rules (spec section 3), named as the model names them (`model/settings.ts`). */
const rules: Field[] = [
  switchable(
    'page_views',
    l('Page views', 'გვერდის ნახვები'),
    'Show only after the visitor has seen this many pages of the site.',
    [
      {
        name: 'views',
        type: 'number',
        label: l('Pages seen at least', 'ნანახი გვერდები მინიმუმ'),
        min: 1,
        max: 1000,
        defaultValue: 3,
        admin: { condition: enabled },
      },
    ],
  ),
  switchable(
    'sessions',
    l('Sessions', 'ვიზიტები'),
    'Show only from the visitor’s n-th visit on (a visit ends when the browser closes).',
    [
      {
        name: 'sessions',
        type: 'number',
        label: l('Visits at least', 'ვიზიტები მინიმუმ'),
        min: 1,
        max: 1000,
        defaultValue: 2,
        admin: { condition: enabled },
      },
    ],
  ),
  switchable(
    'url',
    l('Arriving from an address', 'მისამართიდან მოსვლა'),
    'Show only to visitors who came from a page whose address (the referrer) matches.',
    [
      {
        type: 'row',
        fields: [
          {
            name: 'action',
            type: 'select',
            label: l('Match', 'შედარება'),
            defaultValue: 'contains',
            options: options(URL_RULE_ACTIONS, {
              plain: l('Is exactly', 'ზუსტად ემთხვევა'),
              contains: l('Contains', 'შეიცავს'),
              regex: l('Regular expression', 'რეგულარული გამოსახულება'),
            }),
            admin: { condition: enabled, width: '35%' },
          },
          {
            name: 'url',
            type: 'text',
            label: l('Address or pattern', 'მისამართი ან ნიმუში'),
            maxLength: 500,
            admin: {
              condition: enabled,
              width: '65%',
              description:
                'e.g. facebook.com, or ^https://(www\\.)?google\\. for a regular expression.',
            },
            validate: (value: unknown, { siblingData }: { siblingData: unknown }) => {
              const rule = siblingData as { enabled?: boolean; action?: string }
              if (!rule?.enabled) return true
              if (typeof value !== 'string' || !value.trim()) return 'Write the address to match.'
              if (rule.action !== 'regex') return true
              try {
                new RegExp(value)
                return true
              } catch {
                // The rule would never pass (spec section 5: an invalid regex is false).
                return 'Not a valid regular expression: the popup would never show.'
              }
            },
          },
        ],
      },
    ],
  ),
  switchable(
    'sources',
    l('Arriving from', 'საიდან მოვიდა'),
    'Show only to visitors who came from the kinds of places chosen.',
    [
      {
        name: 'sources',
        type: 'select',
        hasMany: true,
        label: l('Sources', 'წყაროები'),
        defaultValue: ['search', 'social', 'external'],
        options: options(VISITOR_SOURCES, {
          search: l(
            'Search engines (Google, Yahoo, Bing, Yandex, Baidu)',
            'საძიებო სისტემები (Google, Yahoo, Bing, Yandex, Baidu)',
          ),
          social: l('Social networks', 'სოციალური ქსელები'),
          external: l('Other sites', 'სხვა საიტები'),
          direct: l('Direct (typed or bookmarked)', 'პირდაპირ (აკრეფილი ან სანიშნე)'),
          internal: l('This site’s own pages', 'ამავე საიტის გვერდები'),
        }),
        admin: { condition: enabled },
      },
    ],
  ),
  switchable(
    'logged_in',
    l('Signed-in users', 'შესული მომხმარებლები'),
    'Hide the popup from signed-in users: from all of them, or from those with a role listed. Visitors who are not signed in always pass.',
    [
      {
        type: 'row',
        fields: [
          {
            name: 'users',
            type: 'select',
            label: l('Hide from', 'დაემალოს'),
            defaultValue: 'all',
            options: options(LOGGED_IN_USERS, {
              all: l('Every signed-in user', 'ყველა შესულ მომხმარებელს'),
              custom: l('Users with a role listed', 'ჩამოთვლილი როლის მქონეს'),
            }),
            admin: { condition: enabled, width: '50%' },
          },
          {
            name: 'roles',
            type: 'select',
            hasMany: true,
            label: l('Roles', 'როლები'),
            options: options(POPUP_USER_ROLES, {
              admin: l('Administrator', 'ადმინისტრატორი'),
              editor: l('Editor', 'რედაქტორი'),
              visitor: l('Registered visitor', 'რეგისტრირებული ვიზიტორი'),
            }),
            admin: {
              width: '50%',
              condition: (_, sibling) =>
                enabled(_, sibling) && (sibling as { users?: string }).users === 'custom',
            },
          },
        ],
      },
    ],
  ),
  switchable(
    'devices',
    l('Devices', 'მოწყობილობები'),
    'Show only on the kinds of screen chosen (phones up to 767 px wide, tablets up to 1,024 px).',
    [
      {
        name: 'devices',
        type: 'select',
        hasMany: true,
        label: l('Devices', 'მოწყობილობები'),
        defaultValue: [...POPUP_DEVICES],
        options: options(POPUP_DEVICES, {
          desktop: l('Desktop', 'კომპიუტერი'),
          tablet: l('Tablet', 'პლანშეტი'),
          mobile: l('Phone', 'ტელეფონი'),
        }),
        admin: { condition: enabled },
      },
    ],
  ),
  switchable(
    'times',
    l('Times shown', 'ჩვენების რაოდენობა'),
    'Show at most this many times to one visitor within the period.',
    [
      {
        type: 'row',
        fields: [
          {
            name: 'times',
            type: 'number',
            label: l('At most', 'მაქსიმუმ'),
            min: 1,
            max: 1000,
            defaultValue: 1,
            admin: { condition: enabled, width: '40%' },
          },
          {
            name: 'period',
            type: 'select',
            label: l('Per', 'პერიოდში'),
            defaultValue: 'week',
            options: options(TIMES_FRAMES, {
              day: l('Day', 'დღეში'),
              week: l('Week', 'კვირაში'),
              month: l('Month', 'თვეში'),
              session: l('Visit (until the browser closes)', 'ვიზიტში (ბრაუზერის დახურვამდე)'),
            }),
            admin: { condition: enabled, width: '60%' },
          },
        ],
      },
    ],
  ),
  switchable('browsers', l('Browsers', 'ბრაუზერები'), 'Show only in the browsers chosen.', [
    {
      name: 'browsers',
      type: 'select',
      hasMany: true,
      label: l('Browsers', 'ბრაუზერები'),
      options: options(POPUP_BROWSERS, {
        chrome: l('Chrome', 'Chrome'),
        firefox: l('Firefox', 'Firefox'),
        safari: l('Safari', 'Safari'),
        edge: l('Edge', 'Edge'),
        opera: l('Opera', 'Opera'),
        ie: l('Internet Explorer', 'Internet Explorer'),
        other: l('Others (Samsung Internet, Yandex…)', 'სხვები (Samsung Internet, Yandex…)'),
      }),
      admin: { condition: enabled },
    },
  ]),
  switchable(
    'schedule',
    l('Schedule', 'განრიგი'),
    'Show only between these times. Either end may stay empty.',
    [
      {
        type: 'row',
        fields: [
          {
            name: 'from',
            type: 'date',
            label: l('From', 'დან'),
            timezone: siteTimeZone,
            admin: {
              condition: enabled,
              width: '50%',
              date: { pickerAppearance: 'dayAndTime' },
            },
          },
          {
            name: 'to',
            type: 'date',
            label: l('To', 'მდე'),
            timezone: siteTimeZone,
            admin: {
              condition: enabled,
              width: '50%',
              date: { pickerAppearance: 'dayAndTime' },
            },
          },
        ],
      },
      {
        name: 'time_zone',
        type: 'select',
        label: l('Read the times in', 'დრო აითვალოს'),
        defaultValue: SITE_TIME_ZONE,
        options: options(SCHEDULE_TIME_ZONES, {
          'Asia/Tbilisi': l('Tbilisi time', 'თბილისის დროით'),
          UTC: l('UTC', 'UTC'),
          'Europe/London': l('London time', 'ლონდონის დროით'),
          'Europe/Berlin': l('Berlin time', 'ბერლინის დროით'),
          'Europe/Istanbul': l('Istanbul time', 'სტამბოლის დროით'),
          'Europe/Moscow': l('Moscow time', 'მოსკოვის დროით'),
          'Asia/Dubai': l('Dubai time', 'დუბაის დროით'),
          'America/New_York': l('New York time', 'ნიუ-იორკის დროით'),
        }),
        admin: {
          condition: enabled,
          description:
            'The times above as written (10:00) on that zone’s clock: 10:00 New York time is 19:00 in Tbilisi.',
        },
      },
    ],
  ),
]

/** Triggers (spec section 3): the first one that fires opens the popup and cancels the others. */
const triggers: Field[] = [
  switchable(
    'page_load',
    l('On page load', 'გვერდის ჩატვირთვისას'),
    'Open once the page has loaded, after the delay.',
    [seconds('delay', l('Delay (seconds)', 'დაყოვნება (წამი)'), '0: at once.')],
  ),
  switchable(
    'scrolling',
    l('On scroll', 'გადახვევისას'),
    'Open when the visitor has scrolled this far down, or on any scroll up.',
    [
      {
        type: 'row',
        fields: [
          {
            name: 'direction',
            type: 'select',
            label: l('Direction', 'მიმართულება'),
            defaultValue: 'down',
            options: options(SCROLL_DIRECTIONS, {
              down: l('Down', 'ქვემოთ'),
              up: l('Up', 'ზემოთ'),
            }),
            admin: { condition: enabled, width: '50%' },
          },
          {
            name: 'offset',
            type: 'number',
            label: l('Of the page (%)', 'გვერდის (%)'),
            min: 1,
            max: 100,
            defaultValue: 50,
            admin: {
              width: '50%',
              condition: (_, sibling) =>
                enabled(_, sibling) && (sibling as { direction?: string }).direction !== 'up',
            },
          },
        ],
      },
    ],
  ),
  switchable(
    'scrolling_to',
    l('On scroll to an element', 'ელემენტამდე გადახვევისას'),
    'Open when the element comes into view.',
    [
      {
        name: 'selector',
        type: 'text',
        label: l('Element (CSS selector)', 'ელემენტი (CSS სელექტორი)'),
        maxLength: 200,
        admin: { condition: enabled, description: 'e.g. #contact-form or .property-gallery' },
      },
    ],
  ),
  switchable(
    'click',
    l('On click', 'დაწკაპუნებისას'),
    'Open at the n-th click anywhere on the page, or on a click of the element named.',
    [
      {
        type: 'row',
        fields: [
          {
            name: 'times',
            type: 'number',
            label: l('Clicks', 'დაწკაპუნებები'),
            min: 1,
            max: 100,
            defaultValue: 1,
            admin: { condition: enabled, width: '35%' },
          },
          {
            name: 'selector',
            type: 'text',
            label: l('Only on (CSS selector)', 'მხოლოდ (CSS სელექტორი)'),
            maxLength: 200,
            admin: {
              condition: enabled,
              width: '65%',
              description: 'Empty: clicks anywhere count.',
            },
          },
        ],
      },
    ],
  ),
  switchable(
    'inactivity',
    l('After inactivity', 'უმოქმედობის შემდეგ'),
    'Open when the visitor has not moved, scrolled or typed for this long.',
    [
      {
        name: 'time',
        type: 'number',
        label: l('Seconds', 'წამი'),
        min: 1,
        max: 3600,
        defaultValue: 30,
        admin: { condition: enabled },
      },
    ],
  ),
  switchable(
    'exit_intent',
    l('On exit intent', 'გასვლის მცდელობისას'),
    'Open when the pointer leaves the page towards the browser’s tabs or address bar (not on touch screens).',
    [],
  ),
  switchable(
    'adblock_detection',
    l('When an ad blocker is found', 'რეკლამის ბლოკერის აღმოჩენისას'),
    'Open when the visitor’s browser blocks ads, checked after the delay.',
    [seconds('delay', l('Check after (seconds)', 'შემოწმება (წამის შემდეგ)'), '0: at once.')],
  ),
]

const behaviour: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'entrance_animation',
        type: 'select',
        label: l('Entrance animation', 'გამოჩენის ანიმაცია'),
        defaultValue: 'fadeIn',
        options: ENTRANCE_ANIMATIONS.map((value) => ({
          value,
          label: value === 'none' ? l('None', 'არცერთი') : value,
        })),
        admin: { width: '50%', description: 'Visitors who ask for reduced motion see none.' },
      },
      {
        name: 'exit_animation',
        type: 'select',
        label: l('Exit animation', 'გაქრობის ანიმაცია'),
        defaultValue: 'fadeOut',
        options: EXIT_ANIMATIONS.map((value) => ({
          value,
          label: value === 'none' ? l('None', 'არცერთი') : value,
        })),
        admin: { width: '50%' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'close_button_position',
        type: 'select',
        label: l('Close button', 'დახურვის ღილაკი'),
        defaultValue: 'inside',
        options: options(CLOSE_BUTTON_POSITIONS, {
          inside: l('Inside the popup', 'ფანჯრის შიგნით'),
          outside: l('Outside, at the corner', 'გარეთ, კუთხეში'),
        }),
        admin: { width: '34%' },
      },
      {
        name: 'close_button_delay',
        type: 'number',
        label: l('Close button after (s)', 'დახურვის ღილაკი (წამის შემდეგ)'),
        min: 0,
        max: 600,
        admin: { width: '33%', description: 'Empty or 0: at once.' },
      },
      {
        name: 'close_automatically',
        type: 'number',
        label: l('Close by itself after (s)', 'თავისით დაიხუროს (წამის შემდეგ)'),
        min: 0,
        max: 3600,
        admin: { width: '33%', description: 'Empty or 0: stays open.' },
      },
    ],
  },
  {
    name: 'prevent_scroll',
    type: 'checkbox',
    label: l('Keep the page from scrolling while open', 'გახსნისას გვერდი არ გადაიხვიოს'),
  },
  {
    name: 'prevent_close_on_background_click',
    type: 'checkbox',
    label: l('Do not close on a click outside it', 'არ დაიხუროს მის გარეთ დაწკაპუნებით'),
  },
  {
    name: 'prevent_close_on_esc_key',
    type: 'checkbox',
    label: l('Do not close on the Escape key', 'არ დაიხუროს Escape ღილაკით'),
  },
  {
    name: 'avoid_multiple_popups',
    type: 'checkbox',
    label: l('Not while another popup is open', 'არა, როცა სხვა ფანჯარა ღიაა'),
    admin: {
      description:
        'One popup at a time: its triggers do not open it while another popup is open (a click on its selector still does).',
    },
  },
  {
    name: 'open_selector',
    type: 'text',
    label: l(
      'Also open on a click of (CSS selector)',
      'ასევე გაიხსნას დაწკაპუნებით (CSS სელექტორი)',
    ),
    maxLength: 200,
    admin: {
      description:
        'e.g. a.consultation-link: a click on such an element opens the popup, whatever its triggers.',
    },
  },
]

/** The `where` tab's lists apply when it shows on chosen pages (its sibling `show_on`). */
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
