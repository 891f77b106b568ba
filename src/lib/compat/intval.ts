/**
 * PHP's `intval` of a non-empty value as the theme's ajax handlers read their numbers (leading
 * sign and digits; `"3abc"` is 3), else null: isomorphic, shared by every load-more call.
 */
export function intOf(value: string | undefined): number | null {
  const match = value?.trim().match(/^[+-]?\d+/)
  return match ? Number(match[0]) : null
}
