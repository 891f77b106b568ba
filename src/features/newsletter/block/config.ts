import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'

/**
 * ElementsKit's mail-chimp widget: a sign-up form for one newsletter list. The messages are the
 * widget's `data-success-message` and `data-success-opt-in-message`; empty ones use the site's
 * defaults in the page's language.
 */
export const NewsletterBlock: Block = {
  slug: 'newsletter',
  interfaceName: 'NewsletterBlock',
  labels: { singular: 'Newsletter sign-up', plural: 'Newsletter sign-ups' },
  fields: [
    { name: 'list', type: 'relationship', relationTo: 'newsletter-lists', required: true },
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'showName', type: 'checkbox', defaultValue: false, admin: { width: '50%' } },
        { name: 'showPhone', type: 'checkbox', defaultValue: false, admin: { width: '50%' } },
      ],
    },
    {
      name: 'successMessage',
      type: 'text',
      admin: { description: 'Shown when the address is subscribed (single opt-in lists)' },
    },
    {
      name: 'optInMessage',
      type: 'text',
      admin: { description: 'Shown when a confirmation mail was sent (double opt-in lists)' },
    },
    blockSettings,
  ],
}
