/** The popups collection's Rules tab: the timing rules of spec section 3. */
import type { Field } from 'payload'

import { siteTimeZone } from '@/fields/site-time-zone'

import { SITE_TIME_ZONE } from '@/shared/constants'

import {
  LOGGED_IN_USERS,
  POPUP_BROWSERS,
  POPUP_DEVICES,
  URL_RULE_ACTIONS,
  VISITOR_SOURCES,
} from '../../model/settings'
import { POPUP_USER_ROLES, SCHEDULE_TIME_ZONES, TIMES_FRAMES } from '../../options'

import { enabled, l, options, switchable } from './fields-kit'

/** Timing rules (spec section 3), named as the model names them (`model/settings.ts`). */
export const rules: Field[] = [
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
