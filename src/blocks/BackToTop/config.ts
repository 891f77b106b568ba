import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'

/**
 * A back-to-top button (ElementsKit's): shown once the page has scrolled past "show after" plus
 * the offset, optionally ringed by the reading progress (a circle of size 100, stroke 10).
 */
export const BackToTopBlock: Block = {
  slug: 'backToTop',
  interfaceName: 'BackToTopBlock',
  labels: { singular: 'Back to top', plural: 'Back to top buttons' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'showAfter',
          type: 'number',
          min: 0,
          max: 20_000,
          defaultValue: 400,
          admin: { width: '33%', description: 'Pixels scrolled before it shows' },
        },
        {
          name: 'offset',
          type: 'number',
          min: 0,
          max: 5_000,
          defaultValue: 0,
          admin: { width: '33%', description: 'Added to "show after"' },
        },
        {
          name: 'progress',
          type: 'checkbox',
          defaultValue: true,
          admin: { width: '33%', description: 'Ring showing how far the page is read' },
        },
      ],
    },
    blockSettings,
  ],
}
