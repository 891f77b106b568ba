import type { Field } from 'payload'

/** What an id in a URL hash may be here: readable, and safe in a selector and an attribute. */
export const ANCHOR_PATTERN = /^[a-z][a-z0-9-]{0,62}$/

/** An optional `#anchor` an editor gives an item (a tab, an accordion card) so links open it. */
export function anchorField(description: string): Field {
  return {
    name: 'anchor',
    type: 'text',
    admin: { description: `${description}: lower-case letters, digits and hyphens.` },
    validate: (value: unknown) =>
      value === null ||
      value === undefined ||
      value === '' ||
      (typeof value === 'string' && ANCHOR_PATTERN.test(value)) ||
      'Use lower-case Latin letters, digits and hyphens, starting with a letter.',
  }
}

/** The id of item `index` of a block: its anchor when valid, else one made from the block's id. */
export function itemAnchor(
  anchor: string | null | undefined,
  blockId: string | null | undefined,
  prefix: string,
  index: number,
): string {
  if (anchor && ANCHOR_PATTERN.test(anchor)) return anchor
  return `${prefix}-${(blockId ?? 'x').replace(/[^a-zA-Z0-9-]/g, '')}-${index + 1}`
}
