import type { Field } from 'payload'

import { anchorField } from './anchor'
import { rowLabel } from './row-label'

/**
 * A list of titled rich-text items with an optional `#anchor` each: the cards of an accordion, the
 * panels of tabs.
 */
export function titledItems(name: string, maxRows: number, what: string): Field {
  return {
    name,
    type: 'array',
    required: true,
    minRows: 1,
    maxRows,
    admin: rowLabel(what.charAt(0).toUpperCase() + what.slice(1), ['title']),
    fields: [
      { name: 'title', type: 'text', required: true },
      anchorField(`The address of this ${what} (#…), so a link can open it`),
      { name: 'content', type: 'richText', required: true },
    ],
  }
}
