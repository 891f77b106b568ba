/**
 * The news masonry's order without a script: the cards' row spans (computed on the server) and
 * CSS grid's auto-placement, modelled as the CSS Grid spec describes it, keep the posts' order
 * left to right (the newest three across the first row) and put each card atop the column that
 * ends first, as the theme's Isotope masonry did.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  MASONRY_IMAGE_REM,
  MASONRY_ROW_REM,
  estimateLines,
  gridAutoPlacement,
  masonryRows,
  type GridPlacement,
} from '@/components/news/masonry-layout'
import { formatDate } from '@/i18n'
import { seedPosts } from '@/seed/data/posts'
import { seedCategories } from '@/seed/data/taxonomies'
import { NEWS_MASONRY_GUTTER_PX } from '@/shared/constants'

/** Each placement checked against a masonry's rules; the faults found. */
function masonryFaults(placements: GridPlacement[], columns: number): string[] {
  const faults: string[] = []
  const ends = new Array<number>(columns).fill(0)
  placements.forEach((p, i) => {
    const previous = placements[i - 1]
    if (previous && p.row < previous.row) faults.push(`card ${i} starts above card ${i - 1}`)
    const lowest = Math.min(...ends)
    // Atop the column that ends first; one row lower at most when that column is left of the
    // card before it on the same row (the grid's cursor does not go back).
    if (p.row < ends[p.column]!) faults.push(`card ${i} overlaps column ${p.column}`)
    if (p.row - lowest > 1) faults.push(`card ${i} leaves ${p.row - lowest} rows empty`)
    ends[p.column] = p.row + p.span
  })
  return faults
}

describe('news masonry layout', () => {
  it('estimates lines by words, Georgian wider than Latin', () => {
    expect(estimateLines('', 1, 'regular')).toBe(0)
    expect(estimateLines('Short title', 1.15, 'bold')).toBe(1)
    const latin = 'word '.repeat(40)
    const georgian = 'სიტყვა '.repeat(40)
    expect(estimateLines(latin, 0.95, 'regular')).toBeGreaterThan(3)
    expect(estimateLines(georgian, 0.95, 'regular')).toBeGreaterThan(
      estimateLines('wordwo '.repeat(40), 0.95, 'regular'),
    )
    // A word longer than the line takes several.
    expect(estimateLines('x'.repeat(200), 1, 'regular')).toBeGreaterThan(1)
  })

  it('spans more rows for longer text and for a picture', () => {
    const card = { title: 'A title', excerpt: 'An excerpt.', meta: 'News 1 May 2026', image: true }
    const base = masonryRows(card, NEWS_MASONRY_GUTTER_PX)
    expect(masonryRows({ ...card, excerpt: 'An excerpt. '.repeat(20) }, 10)).toBeGreaterThan(base)
    expect(masonryRows({ ...card, image: false }, 10)).toBe(
      base - MASONRY_IMAGE_REM / MASONRY_ROW_REM,
    )
  })

  it('places items in order: the first row left to right, then atop the shortest column', () => {
    expect(gridAutoPlacement([10, 20, 30, 5, 5], 3)).toEqual([
      { column: 0, row: 0, span: 10 },
      { column: 1, row: 0, span: 20 },
      { column: 2, row: 0, span: 30 },
      { column: 0, row: 10, span: 5 },
      { column: 0, row: 15, span: 5 },
    ])
    // The cursor never goes back: column 0 frees at row 10 with the card before on that row in
    // column 1, so the next card starts a row lower.
    expect(gridAutoPlacement([10, 10, 30, 4, 4], 3).slice(3)).toEqual([
      { column: 0, row: 10, span: 4 },
      { column: 1, row: 10, span: 4 },
    ])
    expect(masonryFaults(gridAutoPlacement([10, 20, 30, 5, 5], 3), 3)).toEqual([])
    expect(masonryFaults([{ column: 1, row: 5, span: 3 }], 2)).toEqual([
      'card 0 leaves 5 rows empty',
    ])
  })

  for (const locale of ['ka', 'en'] as const) {
    it(`keeps the seeded news in reading order in two and three columns (${locale})`, () => {
      const posts = [...seedPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      const spans = posts.map((post) => {
        const category = seedCategories.find((c) => c.slug === post.category)
        return masonryRows(
          {
            title: post[locale].title,
            excerpt: post[locale].excerpt,
            meta: `${category?.[locale].title ?? ''} ${formatDate(post.publishedAt, locale)}`,
            image: true,
          },
          NEWS_MASONRY_GUTTER_PX,
        )
      })
      // The seeded cards differ in height: a masonry, not a plain grid.
      expect(new Set(spans).size).toBeGreaterThan(1)
      for (const columns of [2, 3]) {
        const placed = gridAutoPlacement(spans, columns)
        expect(placed.slice(0, columns)).toEqual(
          spans.slice(0, columns).map((span, column) => ({ column, row: 0, span })),
        )
        expect(masonryFaults(placed, columns)).toEqual([])
      }
    })
  }

  it('matches the stylesheet: its row unit and picture height', () => {
    const css = readFileSync(path.resolve(__dirname, '../../src/app/(frontend)/styles.css'), 'utf8')
    const rule = (selector: string) =>
      new RegExp(`${selector.replace(/\./g, '\\.')} \\{([^}]*)\\}`).exec(css)?.[1] ?? ''
    expect(rule('.news-masonry')).toContain(`grid-auto-rows: ${MASONRY_ROW_REM}rem;`)
    expect(rule('.news-masonry .news-card')).toContain('grid-row: span var(--masonry-rows')
    expect(rule('.news-masonry .news-card-image')).toContain(`height: ${MASONRY_IMAGE_REM}rem;`)
  })
})
