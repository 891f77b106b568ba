import type { Field } from 'payload'

import { anchorField } from './anchor'
import { labelledRows } from './labelled-rows'

/**
 * A list of titled rich-text items with an optional `#anchor` each: the cards of an accordion, the
 * panels of tabs.
 */
export function titledItems(name: string, maxRows: number, what: string): Field {
  return labelledRows(name, maxRows, what.charAt(0).toUpperCase() + what.slice(1), 'title', [
    { name: 'title', type: 'text', required: true },
    anchorField(`The address of this ${what} (#…), so a link can open it`),
    { name: 'content', type: 'richText', required: true },
  ])
}
