/**
 * The demo portfolio: three categories and eight published projects in Georgian and English, each
 * with a drawn picture, a gallery, a place, a case study and the client's words; the list then
 * has a second page and every category has projects.
 */
import { describe, expect, it } from 'vitest'

import { seedPortfolio } from '@/features/portfolio'
import { listProjects } from '@/features/portfolio/server/queries'

import { databaseKinds } from '../helpers/payload'
import { portfolioSuite } from './helpers'

describe.each(databaseKinds)('the portfolio seed on %s', (kind) => {
  const t = portfolioSuite(kind)

  // Eleven pictures drawn and stored: seconds alone, much longer on a busy machine.
  it(
    'writes eight projects in both languages, in three categories',
    { timeout: 240_000 },
    async () => {
      await seedPortfolio(t.payload)
      const categories = await t.payload.find({ collection: 'portfolio-categories', locale: 'en' })
      expect(categories.docs.map((c) => c.slug).sort()).toEqual([
        'developments',
        'purchases',
        'renovations',
      ])
      for (const locale of ['ka', 'en'] as const) {
        const all = await listProjects(t.payload, { locale, category: 'all', offset: 0, limit: 50 })
        expect(all.totalDocs).toBe(8)
        for (const c of categories.docs) {
          const some = await listProjects(t.payload, {
            locale,
            category: c.slug!,
            offset: 0,
            limit: 50,
          })
          expect(some.docs.length, c.slug!).toBeGreaterThan(0)
        }
      }
      const [ka, en] = await Promise.all(
        (['ka', 'en'] as const).map((locale) =>
          t.payload.find({ collection: 'portfolio', locale, depth: 0, pagination: false }),
        ),
      )
      for (const [i, project] of ka!.docs.entries()) {
        const other = en!.docs[i]!
        expect(project._status).toBe('published')
        expect(project.title).toMatch(/[ა-ჰ]/)
        expect(other.title).toMatch(/^[A-Z]/)
        expect(other.title).not.toBe(project.title)
        expect(project.caseStudy).toMatch(/[ა-ჰ]/)
        expect(other.caseStudy).toMatch(/[a-z]/)
        expect(project.clientQuote?.quote).toBeTruthy()
        expect(other.clientQuote?.clientName).toBeTruthy()
        expect(project.featuredImage).toBeTruthy()
        expect(project.gallery?.length).toBeGreaterThan(1)
        // The English save kept the place's coordinates.
        expect(other.location?.latitude).toBe(project.location?.latitude)
        expect(other.location?.address).not.toBe(project.location?.address)
      }
    },
  )
})
