import type { CollectionConfig } from 'payload'

import { publicContent } from '@/access'
import { pageLayoutField } from '@/fields/page-layout'

import { WIDGET_AREA_SLUG } from '../../block/config'

/**
 * ElementsKit's widget area: content built once from page blocks and placed on pages by reference.
 * An area cannot hold another area, so placing areas can never loop.
 */
export const WidgetAreas: CollectionConfig = {
  slug: 'widget-areas',
  labels: { singular: 'Widget area', plural: 'Widget areas' },
  access: publicContent,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'updatedAt'] },
  fields: [
    { name: 'title', type: 'text', required: true },
    pageLayoutField({
      except: [WIDGET_AREA_SLUG],
      // Blocks are stored as JSON, which Payload does not check against the slugs named.
      validate: (value: unknown) =>
        !Array.isArray(value) ||
        value.every(
          (block) => (block as { blockType?: unknown })?.blockType !== WIDGET_AREA_SLUG,
        ) ||
        'A widget area cannot contain another widget area.',
    }),
  ],
}
