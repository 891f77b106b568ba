import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'
import { titledItems } from '@/fields/titled-items'

/** An accordion: one card open at a time. */
export const AccordionBlock: Block = {
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
  labels: { singular: 'Accordion', plural: 'Accordions' },
  fields: [
    { name: 'heading', type: 'text' },
    titledItems('items', 30, 'card'),
    {
      name: 'openFirst',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Show the first card open when the page loads.' },
    },
    blockSettings,
  ],
}
