import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'

/** `[contact-form id="N"]`: puts one of the Contact forms on the page. */
export const ContactFormBlock: Block = {
  slug: 'contactForm',
  interfaceName: 'ContactFormBlock',
  labels: { singular: 'Contact form', plural: 'Contact forms' },
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true },
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    blockSettings,
  ],
}
