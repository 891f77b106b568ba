import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'
import { titledItems } from '@/fields/titled-items'

/** Tabs; a tab can be opened from the URL hash, as on the original site. */
export const TabsBlock: Block = {
  slug: 'tabs',
  interfaceName: 'TabsBlock',
  labels: { singular: 'Tabs', plural: 'Tabs' },
  fields: [{ name: 'heading', type: 'text' }, titledItems('tabs', 12, 'tab'), blockSettings],
}
