import type { CollectionConfig } from 'payload'

import { serviceRecords } from '@/access'
import { attemptsField } from '@/fields/attempts'
import { csvExport } from '@/collections/csv-export'
import { SUBSCRIBER_STATUSES } from '@/features/newsletter/model/status'

const csv = csvExport('subscribers', 'subscribers', async (req) =>
  (await import('@/features/newsletter/server/export-csv')).exportSubscribersCsv(req),
)

/**
 * A visitor on a newsletter list, one row per list and e-mail address, with the consent they gave
 * (when, from which address and page, and the exact text shown). Only the sign-up service creates
 * them; the admin reads, exports (CSV) and may delete.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Subscriber', plural: 'Subscribers' },
  access: serviceRecords,
  defaultSort: '-createdAt',
  indexes: [{ fields: ['list', 'email'], unique: true }],
  admin: {
    group: 'Newsletter',
    useAsTitle: 'email',
    defaultColumns: ['email', 'list', 'status', 'locale', 'createdAt'],
    listSearchableFields: ['email', 'firstName', 'lastName'],
    components: {
      beforeListTable: [csv.button],
    },
  },
  endpoints: [csv.endpoint],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, index: true, admin: { width: '50%' } },
        {
          name: 'list',
          type: 'relationship',
          relationTo: 'newsletter-lists',
          required: true,
          index: true,
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', admin: { width: '33%' } },
        { name: 'lastName', type: 'text', admin: { width: '33%' } },
        { name: 'phone', type: 'text', admin: { width: '34%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'pending',
          options: SUBSCRIBER_STATUSES.map((value) => ({ label: value, value })),
          admin: { width: '33%' },
        },
        {
          name: 'locale',
          type: 'select',
          options: [
            { label: 'ქართული', value: 'ka' },
            { label: 'English', value: 'en' },
          ],
          admin: { readOnly: true, width: '33%' },
        },
        {
          name: 'linkKey',
          type: 'text',
          required: true,
          unique: true,
          admin: {
            readOnly: true,
            width: '34%',
            description: 'Random: the subject of the signed confirm and unsubscribe links',
          },
        },
      ],
    },
    {
      name: 'consent',
      type: 'group',
      admin: { description: 'What the visitor agreed to, and when and where' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'at',
              type: 'date',
              admin: { readOnly: true, width: '33%', date: { pickerAppearance: 'dayAndTime' } },
            },
            { name: 'ip', type: 'text', admin: { readOnly: true, width: '33%' } },
            { name: 'page', type: 'text', admin: { readOnly: true, width: '34%' } },
          ],
        },
        { name: 'text', type: 'textarea', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'confirmedAt', type: 'date', admin: { readOnly: true, width: '33%' } },
        { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true, width: '33%' } },
      ],
    },
    {
      name: 'mailchimp',
      type: 'group',
      admin: { description: 'Forwarding to Mailchimp (lists with an API key), retried' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'state',
              type: 'select',
              index: true,
              options: ['queued', 'retrying', 'sent', 'failed'].map((v) => ({
                label: v,
                value: v,
              })),
              admin: { readOnly: true, width: '25%' },
            },
            attemptsField,
            {
              name: 'nextAttemptAt',
              type: 'date',
              index: true,
              admin: { readOnly: true, width: '25%' },
            },
            { name: 'lastError', type: 'text', admin: { readOnly: true, width: '25%' } },
          ],
        },
      ],
    },
  ],
}
