/** The project pages as site search reads them: title, then place, categories, summary, case study. */
import type { Payload } from 'payload'

import {
  type SearchDocument,
  searchDocument,
  type SearchRead,
  searchRead,
} from '@/features/feature'
import type { Locale } from '@/i18n/locales'

import { portfolioPaths } from '../model/paths'

export async function portfolioSearchDocuments(
  payload: Payload,
  locale: Locale,
  read?: SearchRead,
): Promise<SearchDocument[]> {
  const found = await payload.find({
    collection: 'portfolio',
    locale,
    // Published projects only: a draft is no public page.
    ...searchRead(read, { _status: { equals: 'published' } }),
    select: {
      title: true,
      slug: true,
      createdAt: true,
      categories: true,
      location: true,
      summary: true,
      caseStudy: true,
      clientQuote: true,
    },
  })
  return found.docs.flatMap((project) => {
    if (!project.slug) return []
    const categories = (project.categories ?? [])
      .map((c) => (typeof c === 'object' && c ? c.title : null))
      .filter(Boolean)
      .join(', ')
    const page = {
      id: project.id,
      url: portfolioPaths.project(project.slug, locale),
      title: project.title,
      date: project.createdAt,
    }
    const parts = [
      project.location?.address,
      categories,
      project.summary,
      project.caseStudy,
      project.clientQuote?.quote,
    ]
    return [searchDocument('portfolio', locale, page, parts)]
  })
}
