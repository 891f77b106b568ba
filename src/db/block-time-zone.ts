/**
 * Blocks are stored as JSON (`blocksAsJSON`): a date field of a block that gains Payload's time
 * zone (`<name>_tz`, fields/site-time-zone.ts) gets it in the JSON, not as a column. The admin's
 * picker converts to and from the zone only when it is there, so a migration writes it into every
 * stored block of that type that has the date.
 */

/** The layout columns that hold page blocks: `[table, column]`, both databases' names. */
export const BLOCK_JSON_COLUMNS = [
  ['pages_locales', 'layout'],
  ['_pages_v_locales', 'version_layout'],
  ['widget_areas_locales', 'layout'],
] as const

/**
 * Sets `{field}_tz` to `zone` on every block of `blockType` (at any depth) that has `field` and no
 * zone yet. Returns the value with the zones in, or null when nothing changed.
 */
export function withBlockTimeZone(
  value: unknown,
  blockType: string,
  field: string,
  zone: string,
): unknown {
  let changed = false
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk)
      return
    }
    if (!node || typeof node !== 'object') return
    const record = node as Record<string, unknown>
    if (record.blockType === blockType && record[field] && !record[`${field}_tz`]) {
      record[`${field}_tz`] = zone
      changed = true
    }
    Object.values(record).forEach(walk)
  }
  const parsed = typeof value === 'string' ? safeParse(value) : value
  walk(parsed)
  if (!changed) return null
  return typeof value === 'string' ? JSON.stringify(parsed) : parsed
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
