import { describe, expect, it } from 'vitest'

import { footerData, headerNav, shorten } from '@/seed/data/chrome'

describe('the seeded chrome', () => {
  it('cuts a long mega-menu description at a word, never inside one', () => {
    const text =
      'ბინის ყიდვის ნაბიჯები, იპოთეკა, შეფასება და ხელშეკრულება თბილისსა და ბათუმში ერთ ადგილას'
    const short = shorten(text, 40)!
    expect(short.endsWith('…')).toBe(true)
    expect([...short].length).toBeLessThanOrEqual(40)
    expect(text.startsWith(short.slice(0, -1))).toBe(true)
    expect(text[short.length - 1]).toMatch(/[\s,]/u)
    expect(shorten('მოკლე', 40)).toBe('მოკლე')
    expect(shorten(undefined, 40)).toBeUndefined()
  })

  it('links the terms page from the footer in both languages', () => {
    for (const locale of ['ka', 'en'] as const) {
      const hrefs = footerData(locale, []).columns.flatMap((c) => c.links.map((l) => l.href))
      expect(hrefs).toContain('/terms')
    }
  })

  it('keeps every mega-menu description whole or ends it with an ellipsis at a word', () => {
    const long = { title: 'x', slug: 'x', description: 'სიტყვა '.repeat(30).trim() }
    const news = headerNav('ka', [long])[0]!
    const entry = news.children![0]!
    const description = 'description' in entry ? entry.description : undefined
    expect(description?.endsWith('სიტყვა…')).toBe(true)
  })
})
