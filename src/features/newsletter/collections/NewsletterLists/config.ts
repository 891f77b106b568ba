import type { CollectionConfig } from 'payload'

import { editorsOnly } from '@/access'

/**
 * A newsletter audience the ElementsKit form subscribes to (`data-listed` is its id). Double
 * opt-in by default: a visitor is `pending` until they follow the mailed link. With a Mailchimp
 * API key and audience id, confirmed subscribers are also forwarded to Mailchimp.
 */
export const NewsletterLists: CollectionConfig = {
  slug: 'newsletter-lists',
  labels: { singular: 'Newsletter list', plural: 'Newsletter lists' },
  access: editorsOnly,
  admin: {
    group: 'Newsletter',
    useAsTitle: 'title',
    defaultColumns: ['title', 'doubleOptIn', 'updatedAt'],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'doubleOptIn',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Send a confirmation link first (recommended; required in the EU).' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'mailchimpApiKey',
          type: 'text',
          admin: {
            width: '50%',
            description: 'Optional: e.g. 0123…-us21. Confirmed subscribers are forwarded.',
          },
        },
        {
          name: 'mailchimpAudienceId',
          type: 'text',
          admin: { width: '50%', description: 'The Mailchimp audience (list) id' },
        },
      ],
    },
  ],
}
