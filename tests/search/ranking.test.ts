/** Site search's ranking, highlighting and excerpts (model/ranking.ts, model/highlight.ts). */
import { describe, expect, it } from 'vitest'

import { excerpt, highlight } from '@/features/search/model/highlight'
import { indexTerms, queryTerms } from '@/features/search/model/normalise'
import { rank } from '@/features/search/model/ranking'

const entry = (url: string, title: string, body: string, date: string | null = null) => ({
  url,
  titleTerms: indexTerms(title),
  bodyTerms: indexTerms(body),
  date,
})

describe('rank', () => {
  const corpus = [
    entry('/body-one', 'სიახლე', 'ბინა გაიყიდა', '2026-01-01T00:00:00.000Z'),
    entry('/title-one', 'ბინა ბათუმში', 'ზღვის ხედით', '2025-01-01T00:00:00.000Z'),
    entry('/both', 'ბინა', 'ვაკის პარკთან', '2024-01-01T00:00:00.000Z'),
    entry('/both-title', 'ბინა ვაკეში', 'ნათელი', null),
    entry('/none', 'სახლი', 'ბაკურიანში'),
    entry('/body-older', 'ამბავი', 'ბინები', '2020-01-01T00:00:00.000Z'),
  ]

  it('puts more terms above fewer, then title matches above text matches, then newer first', () => {
    const urls = rank(corpus, queryTerms('ბინა ვაკეში')).map((e) => e.url)
    expect(urls).toEqual(['/both-title', '/both', '/title-one', '/body-one', '/body-older'])
  })

  it('scores each entry: terms found, terms found in the title', () => {
    const [first] = rank(corpus, queryTerms('ბინა ვაკეში'))
    expect(first).toMatchObject({ url: '/both-title', matched: 2, inTitle: 2 })
  })

  it('orders equal results by address', () => {
    const same = [entry('/b', 'ბინა', ''), entry('/a', 'ბინა', '')]
    expect(rank(same, queryTerms('ბინა')).map((e) => e.url)).toEqual(['/a', '/b'])
  })

  it('finds nothing for no terms', () => {
    expect(rank(corpus, [])).toEqual([])
  })
})

describe('highlight', () => {
  it('marks the words the query finds, in any case and script', () => {
    const pieces = highlight('ᲑᲘᲜᲐ ვაკის პარკთან — Vake, 3 rooms', queryTerms('ბინა vake'))
    expect(pieces).toEqual([
      { text: 'ᲑᲘᲜᲐ', mark: true },
      { text: ' ', mark: false },
      // `vake` finds the Georgian word too (its Latin form).
      { text: 'ვაკის', mark: true },
      { text: ' პარკთან — ', mark: false },
      { text: 'Vake', mark: true },
      { text: ', 3 rooms', mark: false },
    ])
  })

  it('keeps markup as text (the view renders pieces, never HTML)', () => {
    const pieces = highlight('<script>alert(1)</script> ბინა', queryTerms('script ბინა'))
    expect(pieces.map((p) => p.text).join('')).toBe('<script>alert(1)</script> ბინა')
    expect(pieces.filter((p) => p.mark).map((p) => p.text)).toEqual(['script', 'script', 'ბინა'])
  })

  it('marks nothing without terms', () => {
    expect(highlight('ბინა', [])).toEqual([{ text: 'ბინა', mark: false }])
  })
})

describe('excerpt', () => {
  it('shows short text whole', () => {
    expect(excerpt('ბინა  ვაკეში\n', queryTerms('ბინა'))).toBe('ბინა ვაკეში')
  })

  it('starts a little before the first word found, cut at spaces', () => {
    const text = `${'სიტყვა '.repeat(60)}ბინა ვაკეში ${'ტექსტი '.repeat(60)}`
    const shown = excerpt(text, queryTerms('ვაკეში'))
    expect(shown.startsWith('…')).toBe(true)
    expect(shown.endsWith('…')).toBe(true)
    expect(shown).toContain('ბინა ვაკეში')
    expect(shown.length).toBeLessThanOrEqual(230)
  })

  it('never splits a character beyond the BMP', () => {
    const shown = excerpt('🏠'.repeat(300), [])
    expect(shown.endsWith('…')).toBe(true)
    expect(/[\ud800-\udbff](?![\udc00-\udfff])/.test(shown)).toBe(false)
  })
})
