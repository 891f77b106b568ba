/**
 * The bounds of what a contact-form submission keeps and echoes (`model/bounds.ts`): the
 * pure rules the integration tests (bounded-feedback.int.test.ts) rely on.
 */
import { describe, expect, it } from 'vitest'

import {
  boundFieldValues,
  canonicalUnitTag,
  checkedUnitTag,
  cutText,
  fieldTextLimit,
  LINE_CEILING_CHARS,
  postedHash,
  postedId,
  postedLocaleTag,
  postedVersion,
  previewText,
  REJECTED_PREVIEW_CHARS,
  TEXT_CEILING_CHARS,
} from '@/features/contact-forms/model/bounds'
import type { FormTag } from '@/features/contact-forms/model/model'
import { parseFormTemplate } from '@/features/contact-forms/model/parser'
import { echoUnknownFormValues, echoValues } from '@/features/contact-forms/server/posted-data'

function tagsOf(template: string): FormTag[] {
  return parseFormTemplate(template).tags
}

const tagOf = (template: string): FormTag => {
  const tag = tagsOf(template)[0]
  if (!tag) throw new Error(`no tag in ${template}`)
  return tag
}

describe('cutting values', () => {
  it('cuts to the limit, never splitting a character, and drops NULs', () => {
    expect(cutText('abcdef', 3)).toBe('abc')
    expect(cutText('a\u0000b\u0000c', 10)).toBe('abc')
    // 😀 is two UTF-16 units: a cut in its middle drops it whole.
    expect(cutText('ab😀cd', 3)).toBe('ab')
    expect(cutText('ab😀cd', 4)).toBe('ab😀')
    // A lone surrogate (from a JSON escape) becomes U+FFFD: PostgreSQL refuses it.
    expect(cutText('a\ud800b', 10)).toBe('a\uFFFDb')
  })

  it('marks a cut preview within its length', () => {
    const preview = previewText('ა'.repeat(1000))
    expect(preview).toHaveLength(REJECTED_PREVIEW_CHARS)
    expect(preview.endsWith('…')).toBe(true)
    expect(previewText('short')).toBe('short')
  })

  it("takes the field's maxlength, else a ceiling by kind, never beyond 5,000", () => {
    expect(fieldTextLimit(tagOf('[text your-name]'))).toBe(400)
    expect(fieldTextLimit(tagOf('[text your-name maxlength:20]'))).toBe(20)
    expect(fieldTextLimit(tagOf('[textarea msg]'))).toBe(2000)
    expect(fieldTextLimit(tagOf('[textarea msg maxlength:100000]'))).toBe(TEXT_CEILING_CHARS)
    expect(fieldTextLimit(tagOf('[hidden source]'))).toBe(LINE_CEILING_CHARS)
    expect(fieldTextLimit(tagOf('[select s "a" "b"]'))).toBe(LINE_CEILING_CHARS)
  })

  it('keeps at most the items of a multi-valued field plus a few', () => {
    const tag = tagOf('[checkbox rooms "1" "2" "3"]')
    expect(boundFieldValues(tag, Array(10_000).fill('1'))).toHaveLength(13)
  })
})

describe('hidden fields', () => {
  it('accepts a unit tag of this form only, with sane lengths', () => {
    expect(checkedUnitTag(12, 'wpcf7-f12-p7-o2')).toBe('wpcf7-f12-p7-o2')
    expect(checkedUnitTag(12, 'wpcf7-f12-o1')).toBe('wpcf7-f12-o1')
    expect(checkedUnitTag(12, 'wpcf7-f13-p7-o1', 7)).toBe('wpcf7-f12-p7-o1')
    expect(checkedUnitTag(12, `wpcf7-f12-p7-o${'1'.repeat(900 * 1024)}`, 7)).toBe('wpcf7-f12-p7-o1')
    expect(checkedUnitTag(12, '<script>', undefined)).toBe('wpcf7-f12-o1')
    expect(checkedUnitTag(12, null)).toBe(canonicalUnitTag(12))
    expect(checkedUnitTag(12, new File(['x'], 'x'))).toBe('wpcf7-f12-o1')
  })

  it('reads ids, versions, locales and hashes by pattern and length', () => {
    expect(postedId('42')).toBe(42)
    for (const bad of ['0', '-1', '1e3', ' 1', '12345678901', '0x1f', '']) {
      expect(postedId(bad)).toBeUndefined()
    }
    expect(postedVersion('6.1.4')).toBe('6.1.4')
    expect(postedVersion('6'.repeat(100))).toBeUndefined()
    expect(postedLocaleTag('ka_GE')).toBe('ka_GE')
    expect(postedLocaleTag('<b>')).toBeUndefined()
    expect(postedHash('')).toBe('')
    expect(postedHash('a'.repeat(65))).toBeUndefined()
  })
})

describe('echoes', () => {
  const model = parseFormTemplate(
    '[text* your-name] [checkbox rooms free_text "1" "2" "სხვა"] [file cv] [submit]',
  )

  it("echoes the form's own text fields and free text only", () => {
    const data = new FormData()
    data.append('your-name', 'ნ'.repeat(1000))
    data.append('rooms[]', '1')
    data.append('rooms[]', 'სხვა')
    data.append('_wpcf7_free_text_rooms', 'x'.repeat(1000))
    data.append('cv', 'not a file')
    data.append('other', 'y')
    data.append('_wpcf7_unit_tag', 'z')
    data.append('__proto__', 'p')
    const echo = echoValues(model, data)
    expect(Object.keys(echo)).toEqual(['your-name', 'rooms', '_wpcf7_free_text_rooms'])
    expect(echo['your-name']?.[0]).toHaveLength(400)
    expect(echo.rooms).toEqual(['1', 'სხვა'])
    expect(echo._wpcf7_free_text_rooms?.[0]).toHaveLength(LINE_CEILING_CHARS)
  })

  it("bounds the echo of an unknown form's post by name, count and size", () => {
    const data = new FormData()
    for (let i = 0; i < 100; i++) data.append(`field-${i}`, 'w'.repeat(100))
    for (let i = 0; i < 50; i++) data.append('field-0', 'v')
    data.append('_wpcf7', '1')
    const echo = echoUnknownFormValues(data)
    expect(Object.keys(echo)).toHaveLength(30)
    expect(echo['field-0']).toHaveLength(10)
    expect(Object.keys(echo)).not.toContain('_wpcf7')

    const big = new FormData()
    for (let i = 0; i < 100; i++) big.append(`field-${i}`, 'w'.repeat(100_000))
    const chars = Object.values(echoUnknownFormValues(big))
      .flat()
      .reduce((sum, v) => sum + v.length, 0)
    expect(chars).toBeLessThanOrEqual(20_000)

    const odd = new FormData()
    odd.append('constructor', 'c')
    odd.append('constructor', 'd')
    odd.append('toString[]', 't')
    expect(echoUnknownFormValues(odd)).toEqual({ constructor: ['c', 'd'], toString: ['t'] })
  })
})
