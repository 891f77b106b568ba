import type { CollectionConfig } from 'payload'

import { isSignedIn } from '@/access'

/**
 * Every e-mail the site has delivered: sent over SMTP (`transport: smtp`) or, when no SMTP server is
 * configured, kept here for the admin to read (`transport: outbox`). The mail job writes a message
 * only once it is delivered, so a retried job never sends one twice.
 */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: { singular: 'Mail', plural: 'Outbox' },
  access: { read: isSignedIn, create: () => false, update: () => false, delete: isSignedIn },
  admin: {
    group: 'Forms',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'transport', 'createdAt'],
    listSearchableFields: ['subject', 'to', 'text'],
    description:
      'Mail of the contact forms. Without SMTP_URL nothing leaves the site: read the messages here.',
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
      type: 'row',
      fields: [
        {
          name: 'transport',
          type: 'select',
          required: true,
          options: [
            { label: 'Sent over SMTP', value: 'smtp' },
            { label: 'Kept in the outbox', value: 'outbox' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'kind',
          type: 'select',
          options: [
            { label: 'Mail', value: 'mail' },
            { label: 'Mail (2)', value: 'mail2' },
          ],
          admin: { width: '33%' },
        },
        { name: 'messageId', type: 'text', admin: { width: '33%' } },
      ],
    },
    { name: 'submission', type: 'relationship', relationTo: 'form-submissions', index: true },
    { name: 'attachments', type: 'relationship', relationTo: 'submission-files', hasMany: true },
  ],
}
