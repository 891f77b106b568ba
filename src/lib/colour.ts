/**
 * Colours an editor picks: `#rgb` or `#rrggbb` in any case, kept as lower-case `#rrggbb`.
 * Anything else is refused when saved and never reaches a page's inline style. Pure.
 */
export function hexColour(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())
  if (!match) return null
  const digits = match[1]!.toLowerCase()
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`
}
