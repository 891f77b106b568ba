/** The number shown at a moment of a count-up (ease-out), whole numbers only. Pure. */
export function countAt(target: number, elapsedMs: number, durationMs: number): number {
  if (elapsedMs >= durationMs) return target
  const t = Math.max(0, elapsedMs) / durationMs
  return Math.round(target * (1 - (1 - t) ** 3))
}

/**
 * A whole number with its thousands grouped by `separator`. The server picks the separator from
 * its Intl data and the browser formats with it, so both render the same text (Chromium's trimmed
 * ICU formats `ka-GE` as "12,345" where Node says "12 345": a hydration mismatch). Pure.
 */
export function groupDigits(n: number, separator: string): string {
  const digits = String(Math.abs(Math.trunc(n)))
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator)
  return n < 0 ? `-${grouped}` : grouped
}
