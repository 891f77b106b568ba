/**
 * The two calls' fields, read as the theme's scripts send them (docs/compatibility.md, "Market:
 * prices" and "Market: history"). Pure: a value that cannot be read is an error the handler
 * answers with 400 `invalid_param`, never a guess and never a 5xx.
 */
import { MAX_INDEXES_LENGTH, MAX_MONTHS, MAX_SYMBOLS } from './constants'
import { parseSymbol, type ParsedSymbol } from './indexes'

export type ParamResult<T> = { ok: true; value: T } | { ok: false; field: string; message: string }

const fail = (field: string, message: string) => ({ ok: false, field, message }) as const

/**
 * `indexes`: symbols separated by commas (the theme joins them with ", "). Empty or missing: every
 * index (`null`). Each must be a district index (`vake-sale`) or a rate (`USDGEL`); a well-formed
 * symbol the site does not know is answered without a row, a malformed one is an error.
 */
export function readIndexes(value: string | undefined): ParamResult<ParsedSymbol[] | null> {
  const raw = value?.trim() ?? ''
  if (!raw) return { ok: true, value: null }
  if (raw.length > MAX_INDEXES_LENGTH) return fail('indexes', 'Too long.')
  const symbols = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (symbols.length > MAX_SYMBOLS) return fail('indexes', `At most ${MAX_SYMBOLS} symbols.`)
  const parsed: ParsedSymbol[] = []
  const seen = new Set<string>()
  for (const symbol of symbols) {
    const one = parseSymbol(symbol)
    if (!one) return fail('indexes', `Not a symbol: ${symbol.slice(0, 40)}`)
    const key = one.kind === 'rate' ? one.currency : `${one.district}-${one.deal}`
    if (seen.has(key)) continue
    seen.add(key)
    parsed.push(one)
  }
  if (!parsed.length) return { ok: true, value: null }
  return { ok: true, value: parsed }
}

/** Yahoo's ranges, as the theme's chart element offers them, in months of our monthly history. */
const RANGES: Record<string, number | 'ytd'> = {
  '1d': 2,
  '5d': 2,
  '1mo': 2,
  '3mo': 3,
  '6mo': 6,
  '1y': 12,
  '2y': 24,
  '5y': 60,
  '10y': 120,
  ytd: 'ytd',
  max: MAX_MONTHS,
}
/** Yahoo's intervals: all accepted; the history is monthly whatever is asked. */
const INTERVALS = new Set([
  '1m',
  '2m',
  '5m',
  '15m',
  '30m',
  '60m',
  '90m',
  '1h',
  '1d',
  '5d',
  '1wk',
  '1mo',
  '3mo',
])

/**
 * `range` → how many months end with the current one (default `1y`: 12); `ytd` counts from
 * January. Also `Nmo` / `Ny` for any count up to MAX_MONTHS. Anything else is an error.
 */
export function readRange(value: string | undefined, currentMonth: string): ParamResult<number> {
  const raw = value?.trim().toLowerCase() ?? ''
  if (!raw) return { ok: true, value: 12 }
  const known = RANGES[raw]
  if (known === 'ytd') return { ok: true, value: Number(currentMonth.slice(5, 7)) }
  if (known !== undefined) return { ok: true, value: known }
  const match = /^(\d{1,3})(mo|y)$/.exec(raw)
  if (match) {
    const months = Number(match[1]) * (match[2] === 'y' ? 12 : 1)
    if (months >= 1 && months <= MAX_MONTHS) return { ok: true, value: Math.max(2, months) }
  }
  return fail('range', 'Not a range (1y, 6mo, 2y, ytd, max…).')
}

export function readInterval(value: string | undefined): ParamResult<'1mo'> {
  const raw = value?.trim().toLowerCase() ?? ''
  if (!raw || INTERVALS.has(raw)) return { ok: true, value: '1mo' }
  return fail('interval', 'Not an interval (1mo, 1wk, 1d…).')
}

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const FUNCTIONAL =
  /^(?:rgba?|hsla?)\(\s*-?\d{1,3}(?:\.\d+)?%?\s*(?:,\s*-?\d{1,3}(?:\.\d+)?%?\s*){2}(?:,\s*(?:0|1|0?\.\d+|\d{1,3}%)\s*)?\)$/i

/** A colour the chart may be drawn with: hex or rgb()/hsl() with commas. */
export function isChartColour(value: string): boolean {
  return HEX.test(value) || FUNCTIONAL.test(value)
}

/**
 * `fill_color` / `point_color`: one colour per symbol, separated by ", " as the theme writes them.
 * Empty entries take the chart's own colours (null). A colour that is not one is an error.
 */
export function readColours(
  field: string,
  value: string | undefined,
): ParamResult<(string | null)[]> {
  const raw = value?.trim() ?? ''
  if (!raw) return { ok: true, value: [] }
  if (raw.length > 1_000) return fail(field, 'Too long.')
  // Split on commas outside parentheses: `rgba(1, 2, 3, .5), #fff`.
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]
    if (c === '(') depth++
    else if (c === ')') depth--
    else if (c === ',' && depth === 0) {
      parts.push(raw.slice(start, i))
      start = i + 1
    }
  }
  parts.push(raw.slice(start))
  if (parts.length > MAX_SYMBOLS) return fail(field, 'Too many colours.')
  const colours: (string | null)[] = []
  for (const part of parts) {
    const colour = part.trim()
    if (!colour) colours.push(null)
    else if (isChartColour(colour)) colours.push(colour)
    else return fail(field, `Not a colour: ${colour.slice(0, 40)}`)
  }
  return { ok: true, value: colours }
}
