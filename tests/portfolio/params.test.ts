/**
 * How `stm_ajax_load_portfolio` reads its fields (the theme's `intval` and defaults, `load_by`
 * clamped, an unknown category kept unknown), and the card the call sends: the same markup as the
 * page's, through the call's small serializer.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ProjectCard } from '@/features/portfolio/components/ProjectCard'
import { readLoadPortfolioParams } from '@/features/portfolio/model/params'
import { portfolioPaths } from '@/features/portfolio/model/paths'
import { renderStatic } from '@/lib/static-html'
import type { Portfolio } from '@/payload-types'

const read = (fields: Record<string, string>) => readLoadPortfolioParams((name) => fields[name])

describe('stm_ajax_load_portfolio fields', () => {
  it('takes the theme defaults for missing and bad values', () => {
    expect(read({})).toEqual({ page: 1, loadBy: 1, category: 'all' })
    expect(read({ page: '', load_by: '', category: '' })).toEqual({
      page: 1,
      loadBy: 1,
      category: 'all',
    })
    expect(read({ page: 'abc', load_by: 'x' })).toMatchObject({ page: 1, loadBy: 1 })
    expect(read({ page: '-3', load_by: '-5' })).toMatchObject({ page: 1, loadBy: 1 })
  })

  it('reads numbers as PHP intval does and clamps them', () => {
    expect(read({ page: '0', load_by: '6' })).toMatchObject({ page: 0, loadBy: 6 })
    expect(read({ page: ' 2abc', load_by: '3.9' })).toMatchObject({ page: 2, loadBy: 3 })
    expect(read({ page: '+4', load_by: '0' })).toMatchObject({ page: 4, loadBy: 1 })
    expect(read({ load_by: '51' }).loadBy).toBe(50)
    expect(read({ load_by: '99999999999999999999' }).loadBy).toBe(50)
    expect(read({ page: '99999999999999999999' }).page).toBe(10_000)
  })

  it('keeps a slug, and makes anything else a category nothing has', () => {
    expect(read({ category: 'all' }).category).toBe('all')
    expect(read({ category: ' Renovations ' }).category).toBe('renovations')
    expect(read({ category: 'new-builds-2' }).category).toBe('new-builds-2')
    for (const junk of ['"><script>', 'a b', '../x', 'ვაკე', '-x', 'a'.repeat(101)]) {
      expect(read({ category: junk }).category, junk).not.toBe('all')
      expect(read({ category: junk }).category, junk).toMatch(/^[^a-z0-9]|^-$/)
    }
  })
})

describe('the project card', () => {
  const project = {
    id: 7,
    title: 'ბინა ვაკეში & <b>',
    slug: 'vake-flat',
    year: 2024,
    summary: 'მოკლე "აღწერა"',
    location: { address: 'ვაკე, თბილისი' },
    categories: [{ id: 1, title: 'შეძენა', slug: 'purchases' }],
    featuredImage: null,
  } as unknown as Portfolio

  it('is the same markup through the call’s serializer as on the page', () => {
    for (const locale of ['ka', 'en'] as const) {
      const props = { project, locale }
      expect(renderStatic(ProjectCard(props))).toBe(renderToStaticMarkup(ProjectCard(props)))
    }
  })

  it('links the project in the visitor’s language and escapes its text', () => {
    const html = renderStatic(ProjectCard({ project, locale: 'en' }))
    expect(html).toContain(`href="${portfolioPaths.project('vake-flat', 'en')}"`)
    expect(html).toContain('data-project-id="7"')
    expect(html).toContain('&lt;b&gt;')
    expect(html).toContain('ვაკე, თბილისი · 2024')
  })
})
