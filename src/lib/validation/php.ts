/**
 * The few PHP value semantics Contact Form 7's server-side rules rely on: how a schema property
 * becomes a string, an int or a float, how `<` compares a number with whatever the schema holds,
 * and CF7's own whitespace stripping. The server's verdict is the one that counts in CF7, so the
 * rules follow these rather than the looser JS of its browser script.
 */

/** `wpcf7_get_unicode_whitespaces()` plus U+FEFF, what `wpcf7_strip_whitespaces()` strips. */
const CF7_WHITESPACE =
  '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff'
const SURROUNDING_WHITESPACE = new RegExp(`^[${CF7_WHITESPACE}]+|[${CF7_WHITESPACE}]+$`, 'g')

/** `wpcf7_strip_whitespaces()`: like `trim()`, but U+0085 (NEL) is whitespace too. */
export function stripWhitespaces(text: string): string {
  return text.replace(SURROUNDING_WHITESPACE, '')
}

/** `wpcf7_normalize_newline()`: CRLF and lone CR become LF. */
export function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n')
}

/** `(string) $value` for the scalars a JSON schema can hold (numbers in JS notation). */
export function phpString(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  if (value === true) return '1'
  return ''
}

/** `(array) $value`: a list stays a list, nothing is empty, a scalar is a list of one. */
export function phpArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  return value === undefined || value === null ? [] : [value]
}

// The leading numeric part PHP's string-to-number casts read; the rest of the string is ignored.
const NUMERIC_PREFIX = /^[ \t\n\r\v\f]*([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)/
// A whole numeric string in PHP 8: surrounding whitespace allowed, nothing else.
const NUMERIC_STRING = /^[ \t\n\r\v\f]*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?[ \t\n\r\v\f]*$/

/** `(float) $value` / `floatval()`: `'1.5abc'` is 1.5, `'abc'` is 0. */
export function phpFloat(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value === 'string') {
    const prefix = NUMERIC_PREFIX.exec(value)?.[1]
    return prefix === undefined ? 0 : Number(prefix)
  }
  return value === true ? 1 : 0
}

const INT_MAX = 9223372036854775807

/** `(int) $value`: truncates; `'1e3'` is 1000; NaN and infinities are 0. */
export function phpInt(value: unknown): number {
  const n = phpFloat(value)
  if (!Number.isFinite(n)) return 0
  // A numeric string past the 64-bit range saturates.
  if (typeof value === 'string' && Math.abs(n) >= INT_MAX) return Math.sign(n) * INT_MAX
  return Math.trunc(n) || 0
}

function compareBytes(a: string, b: string): number {
  const x = new TextEncoder().encode(a)
  const y = new TextEncoder().encode(b)
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0)
  }
  return x.length - y.length
}

/**
 * PHP 8's `$a < $b` where one side is a number (a byte count) and the other a schema property:
 * numeric strings compare as numbers, other strings as strings (`5 < 'abc'` holds), and null or
 * a boolean turns both sides into booleans (`null < 1` holds, `0 < null` does not).
 */
export function phpLessThan(a: unknown, b: unknown): boolean {
  const scalar = (v: unknown) => (v === undefined ? null : v)
  const x = scalar(a)
  const y = scalar(b)
  if (typeof x === 'boolean' || typeof y === 'boolean' || x === null || y === null) {
    if (typeof x === 'string' && y === null) return false
    if (x === null && typeof y === 'string') return y !== ''
    return Boolean(x) < Boolean(y)
  }
  if (typeof x === 'number' && typeof y === 'number') return x < y
  if (typeof x === 'number' && typeof y === 'string') {
    return NUMERIC_STRING.test(y) ? x < Number(y.trim()) : compareBytes(String(x), y) < 0
  }
  if (typeof x === 'string' && typeof y === 'number') {
    return NUMERIC_STRING.test(x) ? Number(x.trim()) < y : compareBytes(x, String(y)) < 0
  }
  if (typeof x === 'string' && typeof y === 'string') {
    if (NUMERIC_STRING.test(x) && NUMERIC_STRING.test(y)) return Number(x.trim()) < Number(y.trim())
    return compareBytes(x, y) < 0
  }
  return false
}
