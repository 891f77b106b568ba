import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'

/** A heading whose letters shuffle into place once seen (the kit's shuffle letters effect). */
export const ShuffleLettersBlock: Block = {
  slug: 'shuffleLetters',
  interfaceName: 'ShuffleLettersBlock',
  labels: { singular: 'Shuffle letters heading', plural: 'Shuffle letters headings' },
  fields: [
    { name: 'text', type: 'text', required: true, localized: true, maxLength: 120 },
    { name: 'subtitle', type: 'textarea', localized: true },
    blockSettings,
  ],
}
