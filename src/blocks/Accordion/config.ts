import type { Block } from 'payload'

import { anchorField } from '@/fields/anchor'
import { blockSettings } from '@/fields/block-settings'

/** An accordion (spec section 2: "one card open at a time"). */
export const AccordionBlock: Block = {
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
  labels: { singular: 'Accordion', plural: 'Accordions' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 30,
      fields: [
        { name: 'title', type: 'text', required: true },
        anchorField('The address of this card (#…), so a link can open it'),
        { name: 'content', type: 'richText', required: true },
      ],
    },
    {
      name: 'openFirst',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Show the first card open when the page loads.' },
    },
    blockSettings,
  ],
}
