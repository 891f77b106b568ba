import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'

export const WIDGET_AREA_SLUG = 'widgetArea' as const

export const WidgetAreaBlock: Block = {
  slug: WIDGET_AREA_SLUG,
  interfaceName: 'WidgetAreaBlock',
  labels: { singular: 'Widget area', plural: 'Widget areas' },
  fields: [
    { name: 'area', type: 'relationship', relationTo: 'widget-areas', required: true },
    blockSettings,
  ],
}
