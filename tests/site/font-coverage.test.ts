/**
 * Every character a visitor can be shown by the message catalogue, the seeded content and the
 * site's own templates has a glyph in the fonts the site ships (src/app/(frontend)/fonts.ts): a
 * character no subset covers falls to the visitor's system fonts, and where they lack it too (the
 * lari sign ₾ on many machines) it is drawn as a box. The subsets are read as the browser gets
 * them: each face's unicode-range from fonts.ts, and the characters each of its WOFF2 files (both
 * weights) really maps to a glyph.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { formatEventDate, formatEventDay } from '@/features/events/model/time'
import { formatPrices } from '@/features/properties/model/price'
import { formatDate } from '@/i18n'

import { parseUnicodeRange, woff2CodePoints } from '../helpers/font-cmap'
import {
  catalogueFiles,
  root,
  seedFiles,
  templateFiles,
  textsOf,
  walk,
} from '../helpers/source-texts'

const fontsModule = path.join(root, 'src/app/(frontend)/fonts.ts')

interface Face {
  name: string
  ranges: [number, number][]
  /** The code points of each of the face's files (one per weight). */
  files: { file: string; points: Set<number> }[]
}

/** The faces of fonts.ts: each `localFont({...})` call's file paths and unicode-range. */
function shippedFaces(): Face[] {
  const source = readFileSync(fontsModule, 'utf8')
  const calls = source.split(/\blocalFont\(\{/).slice(1)
  return calls.map((call) => {
    const name = /variable: '([^']+)'/.exec(call)?.[1] ?? '?'
    const range = /prop: 'unicode-range',\s*value:\s*'([^']+)'/.exec(call)?.[1]
    if (!range) throw new Error(`the face ${name} in fonts.ts has no unicode-range`)
    const files = [...call.matchAll(/path: '([^']+\.woff2)'/g)].map((m) => {
      const file = path.resolve(path.dirname(fontsModule), m[1]!)
      return { file: path.relative(root, file), points: woff2CodePoints(file) }
    })
    return { name, ranges: parseUnicodeRange(range), files }
  })
}

// What a visitor sees: letters, marks, digits, punctuation, symbols and spaces (not control or
// format characters such as the zero-width joiner, which have no glyph of their own to draw).
const visible = /[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]/u

/** The strings of the `content` declarations of the site's stylesheets (escapes decoded). */
function cssContents(): { text: string; where: string }[] {
  const sheets = walk(path.join(root, 'src')).filter(
    (f) => f.endsWith('.css') && !/\/admin\/|\/\(payload\)\//.test(f),
  )
  const out: { text: string; where: string }[] = []
  for (const sheet of sheets) {
    const css = readFileSync(sheet, 'utf8')
    for (const declaration of css.matchAll(/\bcontent:\s*([^;}]+)/g)) {
      const line = css.slice(0, declaration.index).split('\n').length
      for (const quoted of declaration[1]!.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)) {
        const text = (quoted[1] ?? quoted[2] ?? '').replace(
          /\\([0-9a-fA-F]{1,6})\s?|\\(.)/g,
          (_, hex: string | undefined, char: string | undefined) =>
            hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
        )
        out.push({ text, where: `${path.relative(root, sheet)}:${line}` })
      }
    }
  }
  return out
}

/**
 * What the site's formatters write around the seeded numbers and dates (the currency signs and
 * spaces of prices, the month names of every month), which no source file spells out.
 */
function formattedTexts(): { text: string; where: string }[] {
  const out: { text: string; where: string }[] = []
  for (const locale of ['ka', 'en'] as const) {
    const prices = formatPrices({ priceGel: 1234567, priceUsd: 456789 }, locale).join(' ')
    out.push({ text: prices, where: `formatPrices (${locale})` })
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, 15, 15, 30))
      const day = formatEventDay(date, locale)
      out.push({
        text: [
          formatDate(date.toISOString(), locale),
          formatEventDate(date, locale),
          day.day,
          day.month,
        ].join(' '),
        where: `date formats (${locale})`,
      })
    }
  }
  return out
}

function usedCharacters(): Map<number, string> {
  const used = new Map<number, string>()
  const add = (text: string, where: string) => {
    for (const char of text) {
      const point = char.codePointAt(0)!
      if (!used.has(point) && visible.test(char)) used.set(point, where)
    }
  }
  const files = new Set([...catalogueFiles(), ...seedFiles(), ...templateFiles()])
  for (const file of files)
    for (const { text, file: rel, line } of textsOf(file)) add(text, `${rel}:${line}`)
  for (const { text, where } of [...cssContents(), ...formattedTexts()]) add(text, where)
  return used
}

const label = (point: number) =>
  `U+${point.toString(16).toUpperCase().padStart(4, '0')} ${String.fromCodePoint(point)}`

/** The characters no shipped face draws in every weight, each with the first place it is used. */
function uncovered(faces: Face[], used: Map<number, string>): string[] {
  const missing: string[] = []
  for (const [point, where] of [...used].sort(([a], [b]) => a - b)) {
    const drawn = faces.some(
      (face) =>
        face.ranges.some(([from, to]) => point >= from && point <= to) &&
        face.files.every((f) => f.points.has(point)),
    )
    if (!drawn) missing.push(`${label(point)} (${where})`)
  }
  return missing
}

describe('font coverage', () => {
  const faces = shippedFaces()

  it('reads the shipped faces: Georgian, Latin and Latin Extended, two weights each', () => {
    expect(faces.map((f) => f.name).sort()).toEqual([
      '--font-georgian',
      '--font-latin',
      '--font-latin-ext',
    ])
    for (const face of faces) expect(face.files).toHaveLength(2)
    // The reader finds what the subsets are known to hold (and to lack).
    const georgian = faces.find((f) => f.name === '--font-georgian')!
    expect(georgian.files[0]!.points.has('ს'.codePointAt(0)!)).toBe(true)
    expect(georgian.files[0]!.points.has('a'.codePointAt(0)!)).toBe(false)
    const latin = faces.find((f) => f.name === '--font-latin')!
    expect(latin.files[0]!.points.has('€'.codePointAt(0)!)).toBe(true)
    expect(latin.files[0]!.points.has(0x20be)).toBe(false)
  })

  it('draws the lari sign ₾ in both weights', () => {
    expect(uncovered(faces, new Map([[0x20be, 'prices']]))).toEqual([])
  })

  it('has a glyph for every character of the catalogue, the seed and the templates', () => {
    const used = usedCharacters()
    // The scan reaches the texts: Georgian letters, the lari sign of the formatted prices.
    expect(used.has('ქ'.codePointAt(0)!)).toBe(true)
    expect(used.has(0x20be)).toBe(true)
    expect(uncovered(faces, used)).toEqual([])
  }, 60_000) // parses every source file of the site: slow on a busy machine

  it('names a character no face covers, with where it is used', () => {
    const missing = uncovered(faces, new Map([[0x2603, 'src/example.ts:1']]))
    expect(missing).toEqual(['U+2603 ☃ (src/example.ts:1)'])
  })
})
