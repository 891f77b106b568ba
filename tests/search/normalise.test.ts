/** Site search's normaliser (src/features/search/model/normalise.ts): what matches what. */
import { describe, expect, it } from 'vitest'

import {
  indexTerms,
  MAX_QUERY_TERMS,
  queryTerms,
  stemGeorgian,
  stemLatin,
  termsHold,
  transliterate,
  wordMatches,
  words,
} from '@/features/search/model/normalise'

/** Whether a query finds a text, as the query function decides it (every term). */
const finds = (query: string, text: string) => {
  const terms = queryTerms(query)
  const stored = indexTerms(text)
  return terms.length > 0 && terms.every((term) => termsHold(stored, term))
}

describe('words', () => {
  it('folds Mtavruli capitals to Mkhedruli, letter for letter', () => {
    expect(words('ᲗᲑᲘᲚᲘᲡᲘ')).toEqual(['თბილისი'])
    expect(words('Ა Ჰ Ჿ')).toEqual(['ა', 'ჰ', 'ჿ'])
    // Every assigned Mtavruli letter is its Mkhedruli letter plus 0xBC0.
    for (let code = 0x1c90; code <= 0x1cbf; code++) {
      if (code === 0x1cbb || code === 0x1cbc) continue
      expect(words(String.fromCharCode(code))).toEqual([String.fromCharCode(code - 0xbc0)])
    }
  })

  it('lower-cases, drops accents and splits at punctuation, scripts and digits', () => {
    expect(words('Café—ბინა, "VAKE"!')).toEqual(['cafe', 'ბინა', 'vake'])
    expect(words('3ოთახიანი ბინა/ვაკეში...100m²')).toEqual([
      '3',
      'ოთახიანი',
      'ბინა',
      'ვაკეში',
      '100',
      'm',
      '2',
    ])
    expect(words('abcდეფ')).toEqual(['abc', 'დეფ'])
  })

  it('reads junk without throwing: NUL, unpaired surrogates, emoji, SQL and pattern characters', () => {
    expect(words("%_\\' OR 1=1; --\u0000\ud800x\udfff 🏠 .*+?[](){}|^$")).toEqual([
      'or',
      '1',
      '1',
      'x',
    ])
    expect(words('')).toEqual([])
    expect(words('a'.repeat(10_000))).toEqual(['a'.repeat(40)])
  })
})

describe('transliteration (national system)', () => {
  it('writes every Georgian letter in Latin letters', () => {
    expect(transliterate('აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ')).toBe(
      'abgdevztiklmnopzhrstupkghqshchtsdztschkhjh',
    )
    expect(transliterate('თბილისი')).toBe('tbilisi')
    expect(transliterate('ბათუმი')).toBe('batumi')
  })

  it('Latin finds Georgian and Georgian finds Latin', () => {
    expect(finds('tbilisi', 'ბინა თბილისში')).toBe(true)
    expect(finds('Tbilisi', 'თბილისის ცენტრი')).toBe(true)
    expect(finds('batumi', 'ბათუმი, ზღვის პირას')).toBe(true)
    expect(finds('vake', 'ბინა ვაკეში')).toBe(true)
    expect(finds('vakeshi', 'ვაკის პარკი')).toBe(true)
    expect(finds('ვაკე', 'A flat in Vake')).toBe(true)
    expect(finds('თბილისი', 'Offices in Tbilisi')).toBe(true)
  })
})

describe('stemming', () => {
  it('takes common case endings and postpositions off, then a final vowel', () => {
    expect(stemGeorgian('ვაკე')).toBe('ვაკ')
    expect(stemGeorgian('ვაკეში')).toBe('ვაკ')
    expect(stemGeorgian('ვაკის')).toBe('ვაკ')
    expect(stemGeorgian('ვაკეზე')).toBe('ვაკ')
    expect(stemGeorgian('თბილისი')).toBe('თბილის')
    expect(stemGeorgian('თბილისში')).toBe('თბილის')
    expect(stemGeorgian('თბილისის')).toBe('თბილის')
    expect(stemGeorgian('თბილისამდე')).toBe('თბილის')
    expect(stemGeorgian('ბინა')).toBe('ბინ')
    expect(stemGeorgian('ბინები')).toBe('ბინ')
    expect(stemGeorgian('ბინებში')).toBe('ბინ')
    expect(stemGeorgian('ბინით')).toBe('ბინ')
    expect(stemGeorgian('სახლმა')).toBe('სახლ')
    expect(stemGeorgian('კარგად')).toBe('კარგ')
  })

  it('keeps at least three letters', () => {
    expect(stemGeorgian('და')).toBe('და')
    expect(stemGeorgian('ვის')).toBe('ვის')
    expect(stemGeorgian('ზღვა')).toBe('ზღვ')
  })

  it('reads the same endings in Latin letters', () => {
    expect(stemLatin('tbilisi')).toBe('tbilis')
    expect(stemLatin('tbilisshi')).toBe('tbilis')
    expect(stemLatin('vakeshi')).toBe('vak')
    expect(stemLatin('vakis')).toBe('vak')
    expect(stemLatin('flats')).toBe('flat')
    expect(stemLatin('road')).toBe('road')
  })

  it('"ბინა ვაკეში" finds listings that say ბინა and ვაკე in any case', () => {
    expect(finds('ბინა ვაკეში', 'ოროთახიანი ბინა ვაკეში')).toBe(true)
    expect(finds('ბინა ვაკეში', 'ბინები ვაკის პარკთან')).toBe(true)
    expect(finds('ბინა ვაკეში', 'ბინა საბურთალოზე')).toBe(false)
  })
})

describe('queries', () => {
  it('drops stop words and single letters unless nothing else is left', () => {
    expect(queryTerms('ბინა და სახლი').map((t) => t.word)).toEqual(['ბინა', 'სახლი'])
    expect(queryTerms('the flat in Vake').map((t) => t.word)).toEqual(['flat', 'vake'])
    expect(queryTerms('და').map((t) => t.word)).toEqual(['და'])
    expect(queryTerms('a').map((t) => t.word)).toEqual(['a'])
  })

  it('reads a bounded query: 200 characters, 8 terms, each word once', () => {
    expect(queryTerms('ბინა '.repeat(2000))).toHaveLength(1)
    const many = Array.from({ length: 30 }, (_, i) => `word${String.fromCharCode(97 + i)}`).join(
      ' ',
    )
    expect(queryTerms(many).length).toBeLessThanOrEqual(MAX_QUERY_TERMS)
    expect(queryTerms(`${'x'.repeat(10_000)} ბინა`)).toEqual([
      { word: 'x'.repeat(40), prefixes: ['x'.repeat(40)] },
    ])
  })

  it('has no terms for a query of punctuation, emoji or nothing', () => {
    expect(queryTerms('')).toEqual([])
    expect(queryTerms('%_*?!… 🏠🏠 \u0000')).toEqual([])
  })

  it('holds only letters and digits in its prefixes (safe in SQL and tsquery)', () => {
    for (const term of queryTerms("x' | y:* & !z ($1) %_ 🏠 ბი'ნა")) {
      for (const prefix of term.prefixes) expect(prefix).toMatch(/^[\p{L}\p{N}]+$/u)
    }
  })

  it('finds words that begin with the stem, not words that merely contain it', () => {
    const [term] = queryTerms('პარკი')
    expect(wordMatches('პარკთან', term!)).toBe(true)
    expect(wordMatches('პარკინგი', term!)).toBe(true)
    expect(wordMatches('აპარკი', term!)).toBe(false)
  })
})

describe('index terms', () => {
  it('stores each Georgian stem in both scripts and other words as they are, once each', () => {
    expect(indexTerms('ბინა ვაკეში, ბინა ვაკეში! Flat')).toBe(' ბინ bin ვაკ vak flat ')
    expect(indexTerms('')).toBe(' ')
  })
})
