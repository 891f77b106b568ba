/**
 * Georgian copy reads as Georgian: the firm's name is written სახლი in a Georgian text (its
 * genitive სახლის, never a Latin "Sakhli" nor "სახლი-ის" with the case ending hyphenated), in the
 * message catalogue and in every seeded text; and the seeded mega-menu descriptions are whole
 * (the seed keeps at most 80 characters of a category's description for its menu entry).
 */
import { describe, expect, it } from 'vitest'

import { seedCategories } from '@/seed/data/taxonomies'

import { catalogueFiles, seedFiles, textsOf, type SourceText } from '../helpers/source-texts'

const georgian = /[\u10A0-\u10FF\u1C90-\u1CBF\u2D00-\u2D2F]/
/** The genitive ending hyphenated onto a Georgian word: "სახლი-ის" (write "სახლის"). */
const hyphenatedEnding = /[\u10D0-\u10FF]-ის(?![\u10D0-\u10FF])/

/** The Georgian texts: a ka slot, or any text written in Georgian letters. */
function georgianTexts(files: string[]): SourceText[] {
  return files.flatMap(textsOf).filter((t) => t.ka || georgian.test(t.text))
}

function faults(texts: SourceText[]): string[] {
  const out: string[] = []
  for (const t of texts) {
    if (/Sakhli/.test(t.text)) out.push(`${t.file}:${t.line} Latin "Sakhli": ${t.text}`)
    const ending = hyphenatedEnding.exec(t.text)
    if (ending) out.push(`${t.file}:${t.line} hyphenated case ending "${ending[0]}": ${t.text}`)
  }
  return out
}

describe('Georgian copy', () => {
  it('finds the mistakes it looks for', () => {
    const sample = (text: string, ka = true): SourceText => ({ text, file: 'x.ts', line: 1, ka })
    expect(faults([sample('დაადასტურეთ Sakhli-ის სიახლეები')])).toHaveLength(1)
    expect(faults([sample('სახლი-ის სიახლეები')])).toHaveLength(1)
    expect(faults([sample('Sakhli newsletter')])).toHaveLength(1)
    expect(faults([sample('სახლის სიახლეები'), sample('გააუქმოთ {email}-ის გამოწერა?')])).toEqual(
      [],
    )
    // The files are read: the ka catalogue's own texts are found as Georgian.
    const catalogue = georgianTexts(catalogueFiles())
    expect(catalogue.some((t) => t.text === 'მთავარი მენიუ' && t.ka)).toBe(true)
    expect(catalogue.some((t) => /Sakhli/.test(t.text))).toBe(false)
    expect(georgianTexts(seedFiles()).length).toBeGreaterThan(500)
  }, 60_000)

  it('the ka catalogue writes სახლი, not Sakhli or სახლი-ის', () => {
    expect(faults(georgianTexts(catalogueFiles()))).toEqual([])
  }, 60_000)

  it('the seeded Georgian texts write სახლი, not Sakhli or სახლი-ის', () => {
    expect(faults(georgianTexts(seedFiles()))).toEqual([])
  }, 60_000)

  it('the seeded categories have whole mega-menu descriptions (80 characters at most)', () => {
    for (const category of seedCategories)
      for (const locale of ['ka', 'en'] as const)
        expect([...category[locale].description].length, category.slug).toBeLessThanOrEqual(80)
  })
})
