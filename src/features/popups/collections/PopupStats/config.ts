import type { CollectionConfig } from 'payload'

import { type CollectionAccess, isSignedIn, nobody } from '@/access'

import { POPUP_STATS_SLUG, POPUPS_SLUG } from '../Popups/config'

const l = (en: string, ka: string) => ({ en, ka })

/**
 * First-party counts of each popup, one row per popup and day (Tbilisi's calendar day): views,
 * closes and conversions, added up by the beacon (`POST /api/popups/beacon`). One writer:
 * `server/stats.ts` (tests/popups/one-writer.test.ts fails when another module writes them).
 * Editors read them (here and in the popup's "Counts" tab); nobody writes them through the API.
 */
export const PopupStats: CollectionConfig = {
  slug: POPUP_STATS_SLUG,
  labels: {
    singular: l('Popup count', 'ფანჯრის სტატისტიკა'),
    plural: l('Popup counts', 'ფანჯრების სტატისტიკა'),
  },
  access: {
    read: isSignedIn,
    readVersions: nobody,
    create: nobody,
    update: nobody,
    delete: nobody,
  } satisfies CollectionAccess,
  defaultSort: '-day',
  admin: {
    group: l('Site', 'საიტი'),
    useAsTitle: 'day',
    defaultColumns: ['popup', 'day', 'views', 'closes', 'conversions'],
    description: 'Counted by the site itself as visitors meet each popup; read only.',
  },
  // One row per popup and day: the beacon's upsert adds to it (`ON CONFLICT`).
  indexes: [{ fields: ['popup', 'day'], unique: true }],
  fields: [
    {
      name: 'popup',
      type: 'relationship',
      relationTo: POPUPS_SLUG,
      required: true,
      label: l('Popup', 'ფანჯარა'),
      admin: { readOnly: true },
    },
    {
      name: 'day',
      type: 'text',
      required: true,
      index: true,
      label: l('Day', 'დღე'),
      admin: { readOnly: true, description: 'YYYY-MM-DD, Tbilisi time' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'views',
          type: 'number',
          required: true,
          defaultValue: 0,
          label: l('Views', 'ნახვები'),
          admin: { readOnly: true, width: '33%' },
        },
        {
          name: 'closes',
          type: 'number',
          required: true,
          defaultValue: 0,
          label: l('Closes', 'დახურვები'),
          admin: { readOnly: true, width: '33%' },
        },
        {
          name: 'conversions',
          type: 'number',
          required: true,
          defaultValue: 0,
          label: l('Conversions', 'კონვერსიები'),
          admin: {
            readOnly: true,
            width: '33%',
            description: 'A link followed or a form sent inside the popup.',
          },
        },
      ],
    },
  ],
}
