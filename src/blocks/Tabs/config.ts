import type { Block } from 'payload'

import { anchorField } from '@/fields/anchor'
import { blockSettings } from '@/fields/block-settings'

/** Tabs (spec section 2: "a tab can be opened from the URL hash"). */
export const TabsBlock: Block = {
  slug: 'tabs',
  interfaceName: 'TabsBlock',
  labels: { singular: 'Tabs', plural: 'Tabs' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'tabs',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      fields: [
        { name: 'title', type: 'text', required: true },
        anchorField('The address of this tab (#…), so a link can open it'),
        { name: 'content', type: 'richText', required: true },
      ],
    },
    blockSettings,
  ],
}
