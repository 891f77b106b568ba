/**
 * Record ids as the site exposes them (the compatible API, links, admin routes): positive serial
 * integers written in decimal without a sign or leading zeros. Isomorphic and pure.
 */

/** At most ten digits: every id of ours, and none that loses precision as a number. */
const ID = /^[1-9]\d{0,9}$/

/** `'42'` → 42; anything else (`'042'`, `'-1'`, `'1e3'`, `' 4'`, 11 digits, a number) → null. */
export function parsePositiveId(raw: unknown): number | null {
  return typeof raw === 'string' && ID.test(raw) ? Number(raw) : null
}

/** A number that is an id: a positive safe integer. */
export function isPositiveId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
}
