import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'
import { isNamePart } from '@/lib/loop-filter'

import { LOOP_PER_PAGE_DEFAULT, LOOP_PER_PAGE_MAX, LOOP_SOURCE_NAMES } from '../../model/constants'
import { LISTING_MAP_MAX_POINTS } from '../../model/listing-map'

/**
 * A loop grid (Elementor Pro's): a paged list of properties, news or upcoming events, filtered
 * by the taxonomy filter blocks bound to it. Filters live in the address, so a filtered grid is
 * shareable and renders on the server.
 */
export const LoopGridBlock: Block = {
  slug: 'loopGrid',
  interfaceName: 'LoopGridBlock',
  labels: { singular: 'Loop grid', plural: 'Loop grids' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'source',
          type: 'select',
          required: true,
          defaultValue: 'properties',
          options: LOOP_SOURCE_NAMES.map((value) => ({
            label: { properties: 'Properties', posts: 'News posts', events: 'Upcoming events' }[
              value
            ],
            value,
          })),
          admin: { width: '34%' },
        },
        {
          name: 'perPage',
          type: 'number',
          required: true,
          min: 1,
          max: LOOP_PER_PAGE_MAX,
          defaultValue: LOOP_PER_PAGE_DEFAULT,
          admin: { width: '33%', description: 'Items per page' },
        },
        {
          name: 'columns',
          type: 'select',
          defaultValue: '3',
          options: ['2', '3', '4'],
          admin: { width: '33%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'pagination',
          type: 'checkbox',
          defaultValue: true,
          admin: { width: '34%', description: 'Page links under the grid' },
        },
        {
          name: 'moreLabel',
          type: 'text',
          localized: true,
          admin: { width: '33%', description: 'A link under the grid, e.g. "All listings"' },
        },
        {
          name: 'moreHref',
          type: 'text',
          admin: { width: '33%', description: 'Its address, e.g. /properties' },
        },
      ],
    },
    {
      // The listing map beside the grid: every listing the filters match, clustered.
      name: 'map',
      type: 'group',
      admin: {
        hideGutter: true,
        condition: (_data, sibling) => (sibling?.source ?? 'properties') === 'properties',
      },
      fields: [
        {
          name: 'show',
          type: 'checkbox',
          defaultValue: false,
          label: 'Show the listings on a map beside the grid',
          admin: {
            description: `Every listing the filters match (at most ${LISTING_MAP_MAX_POINTS}), grouped where they crowd.`,
          },
        },
      ],
    },
    {
      name: 'widgetId',
      type: 'text',
      validate: (value: unknown) =>
        value === undefined || value === null || value === '' || isNamePart(String(value))
          ? true
          : 'Letters, digits and _ only (at most 40): it appears in addresses as e-filter-{id}-….',
      admin: {
        description:
          'Optional short name for the address (e-filter-{name}-district=…) and for filter blocks placed away from the grid. Empty: the block id.',
      },
    },
    blockSettings,
  ],
}
