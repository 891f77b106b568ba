import type { CollectionConfig } from 'payload'

import { serviceLog } from '@/access'
import { attemptsField } from '@/fields/attempts'

/** Where a message is on its way out; the worker moves it along. */
export const MAIL_STATES = ['queued', 'sending', 'retrying', 'sent', 'stored', 'failed'] as const
export type MailState = (typeof MAIL_STATES)[number]

const stateLabels: Record<MailState, string> = {
  queued: 'Queued',
  sending: 'Being sent',
  retrying: 'Retrying (delivery failed, will try again)',
  sent: 'Sent over SMTP',
  stored: 'Kept here (no SMTP configured)',
  failed: 'Failed (gave up after retries)',
}

/**
 * Every e-mail the site sends, one row per message: the queue the mail worker delivers from, and,
 * without SMTP_URL, the place the admin reads them. A feature writes a message in the same
 * transaction as the record that causes it (`insertWithMail`), so neither exists without the other.
 */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: { singular: 'Mail', plural: 'Outbox' },
  access: serviceLog,
  admin: {
    group: 'Mail',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'state', 'source', 'createdAt'],
    listSearchableFields: ['subject', 'to', 'text'],
    description:
      'Every e-mail the site sends. Without SMTP_URL nothing leaves the site: read the messages here.',
  },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'to', type: 'text', required: true, admin: { width: '50%' } },
        { name: 'from', type: 'text', admin: { width: '50%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'subject', type: 'text', admin: { width: '50%' } },
        { name: 'replyTo', type: 'text', admin: { width: '50%' } },
      ],
    },
    { name: 'text', type: 'textarea', admin: { rows: 14 } },
    {
      name: 'attachments',
      type: 'json',
      admin: { description: 'Stored files sent with the message: upload collection and id' },
    },
    {
      name: 'headers',
      type: 'json',
      admin: { description: 'Extra message headers, e.g. List-Unsubscribe' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'state',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'queued',
          options: MAIL_STATES.map((value) => ({ label: stateLabels[value], value })),
          admin: { readOnly: true, width: '25%' },
        },
        attemptsField,
        {
          name: 'nextAttemptAt',
          type: 'date',
          index: true,
          admin: {
            readOnly: true,
            width: '25%',
            date: { pickerAppearance: 'dayAndTime' },
            description: 'When a failed delivery is tried again',
          },
        },
        { name: 'deliveredAt', type: 'date', admin: { readOnly: true, width: '25%' } },
        { name: 'lastError', type: 'text', admin: { readOnly: true, width: '100%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'transport',
          type: 'select',
          options: [
            { label: 'Sent over SMTP', value: 'smtp' },
            { label: 'Kept in the outbox', value: 'outbox' },
          ],
          admin: { readOnly: true, width: '25%' },
        },
        {
          name: 'kind',
          type: 'text',
          admin: { readOnly: true, width: '25%', description: 'e.g. mail, mail2' },
        },
        { name: 'messageId', type: 'text', admin: { readOnly: true, width: '50%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'source',
          type: 'text',
          index: true,
          admin: {
            readOnly: true,
            width: '50%',
            description: 'The collection of the record that caused it',
          },
        },
        { name: 'sourceId', type: 'number', index: true, admin: { readOnly: true, width: '50%' } },
      ],
    },
  ],
}
