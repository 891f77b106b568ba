import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'
import { isNamePart } from '@/lib/loop-filter'

import { LOOP_TAXONOMY_NAMES } from '../../model/constants'

/**
 * A taxonomy filter bound to a loop grid (Elementor Pro's): its terms as links, each with its
 * result count. The spec's loop filter data: `filterType` (taxonomy), `selectedTaxonomy`, the
 * terms, and `logicalJoin` (AND, OR, anything else disabled: one term at a time).
 */
export const TaxonomyFilterBlock: Block = {
  slug: 'taxonomyFilter',
  interfaceName: 'TaxonomyFilterBlock',
  labels: { singular: 'Taxonomy filter', plural: 'Taxonomy filters' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'selectedTaxonomy',
          type: 'select',
          required: true,
          defaultValue: 'district',
          options: LOOP_TAXONOMY_NAMES.map((value) => ({
            label: {
              district: 'District (properties)',
              type: 'Property type (properties)',
              deal: 'Sale or rent (properties)',
              category: 'Category (news, events)',
              tag: 'Tag (news)',
            }[value],
            value,
          })),
          admin: { width: '50%' },
        },
        {
          name: 'logicalJoin',
          type: 'select',
          defaultValue: 'disabled',
          options: [
            { label: 'One term at a time', value: 'disabled' },
            { label: 'AND: items with every chosen term', value: 'AND' },
            { label: 'OR: items with any chosen term', value: 'OR' },
          ],
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'allowExclude',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Offer "exclude" beside each term (NOT). Needs AND or OR.' },
    },
    {
      name: 'showCounts',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Show how many items each term has.' },
    },
    {
      name: 'grid',
      type: 'text',
      validate: (value: unknown) =>
        value === undefined || value === null || value === '' || isNamePart(String(value))
          ? true
          : 'The loop grid’s widget ID: letters, digits and _ only.',
      admin: {
        description:
          'The loop grid’s widget ID. Empty: the nearest loop grid on the page (the next one, else the previous).',
      },
    },
    blockSettings,
  ],
}
