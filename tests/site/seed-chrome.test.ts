import { describe, expect, it } from 'vitest'

import { footerData, mainMenuItems, shorten } from '@/seed/data/chrome'

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

  it('links the portfolio from the services dropdown and the footer in both languages', () => {
    for (const locale of ['ka', 'en'] as const) {
      const hrefs = footerData(locale, []).columns.flatMap((c) => c.links.map((l) => l.href))
      expect(hrefs).toContain('/portfolio')
      const services = mainMenuItems(locale, refs([]))[1]!
      expect(services.children?.at(-1)?.link).toEqual({ type: 'custom', url: '/portfolio' })
    }
  })

  it('links site search from the footer in both languages', () => {
    for (const locale of ['ka', 'en'] as const) {
      const hrefs = footerData(locale, []).columns.flatMap((c) => c.links.map((l) => l.href))
      expect(hrefs).toContain('/search')
    }
  })

  const refs = (
    categories: { id: number; title: string; slug: string; description: string }[],
  ) => ({
    categories,
    pages: new Map([
      ['services', 2],
      ['properties', 3],
    ]),
    districts: [
      { slug: 'vake', city: 'tbilisi', title: 'ვაკე' },
      { slug: 'old-batumi', city: 'batumi', title: 'ძველი ბათუმი' },
    ],
  })

  it('keeps every dropdown description whole or ends it with an ellipsis at a word', () => {
    const long = { id: 1, title: 'x', slug: 'x', description: 'სიტყვა '.repeat(30).trim() }
    const news = mainMenuItems('ka', refs([long]))[0]!
    expect(news.children?.[0]?.description?.endsWith('სიტყვა…')).toBe(true)
    expect(news.children?.[0]?.link).toEqual({
      type: 'internal',
      doc: { relationTo: 'categories', value: 1 },
    })
  })

  it('gives the properties item a mega panel: districts by city, the newest listing, the sign-up', () => {
    for (const locale of ['ka', 'en'] as const) {
      const items = mainMenuItems(locale, refs([]))
      const properties = items.find((i) => i.panel)!
      expect(properties.link).toEqual({ type: 'internal', doc: { relationTo: 'pages', value: 3 } })
      expect(properties.panel?.map((b) => b.blockType)).toEqual([
        'richText',
        'richText',
        'loopGrid',
        'richText',
      ])
      const text = JSON.stringify(properties.panel)
      expect(text).toContain('/properties?e-filter-properties-district=vake')
      expect(text).toContain('/properties?e-filter-properties-district=old-batumi')
      expect(text).toContain(locale === 'ka' ? 'თბილისი' : 'Tbilisi')
      // The sign-up is a link to the newsletter page: no form's script on every page.
      expect(text).toContain('"/newsletter"')
      // Every item of the bar is there, as before the menus moved to their collection.
      expect(items.map((i) => ('url' in i.link ? i.link.url : i.link.doc.value))).toEqual([
        '/news',
        2,
        3,
        '/events',
        '/about',
        '/contact',
      ])
    }
  })
})
