/** Reading projects for the pages, the block, the load-more call, the sitemap and search. */
import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Portfolio, PortfolioCategory } from '@/payload-types'

/** Visitors see published projects only (drafts live in the versions until published). */
export const publishedProject: Where = { _status: { equals: 'published' } }

/** Newest first, as the theme's query (post date); the id breaks ties between equal dates. */
export const PROJECT_ORDER = ['-createdAt', '-id']

export interface ProjectListQuery {
  locale: Locale
  /** A category slug, or `all`. */
  category: string
  offset: number
  limit: number
}

export interface ProjectList {
  docs: Portfolio[]
  totalDocs: number
  /** False when `category` names no category (an empty list, never an error). */
  categoryFound: boolean
}

export async function findPortfolioCategory(
  payload: Payload,
  slug: string,
  locale: Locale,
): Promise<PortfolioCategory | null> {
  const found = await payload.find({
    collection: 'portfolio-categories',
    where: { slug: { equals: slug } },
    locale,
    limit: 1,
    depth: 0,
  })
  return found.docs[0] ?? null
}

export async function listPortfolioCategories(payload: Payload, locale: Locale) {
  const found = await payload.find({
    collection: 'portfolio-categories',
    locale,
    limit: 100,
    depth: 0,
    sort: 'title',
  })
  return found.docs
}

/** A page of published projects, newest first; `offset` is a multiple of `limit`. */
export async function listProjects(payload: Payload, q: ProjectListQuery): Promise<ProjectList> {
  const and: Where[] = [publishedProject]
  if (q.category !== 'all') {
    const category = await findPortfolioCategory(payload, q.category, q.locale)
    if (!category) return { docs: [], totalDocs: 0, categoryFound: false }
    and.push({ categories: { in: [category.id] } })
  }
  const found = await payload.find({
    collection: 'portfolio',
    where: { and },
    sort: PROJECT_ORDER,
    locale: q.locale,
    depth: 1,
    limit: q.limit,
    page: Math.floor(q.offset / q.limit) + 1,
    select: {
      title: true,
      slug: true,
      categories: true,
      featuredImage: true,
      year: true,
      location: true,
      summary: true,
    },
  })
  return { docs: found.docs as Portfolio[], totalDocs: found.totalDocs, categoryFound: true }
}

/**
 * A project by slug: the published one; in a signed-in editor's preview (`viewer`, the request's
 * draft viewer) the latest draft, read with that editor's access.
 */
export async function findProjectBySlug(
  payload: Payload,
  slug: string,
  locale: Locale,
  viewer: { id: number } | null = null,
): Promise<Portfolio | null> {
  const found = await payload.find({
    collection: 'portfolio',
    where: viewer
      ? { slug: { equals: slug } }
      : { and: [{ slug: { equals: slug } }, publishedProject] },
    locale,
    limit: 1,
    depth: 1,
    ...(viewer ? { draft: true, overrideAccess: false, user: viewer } : {}),
  })
  return found.docs[0] ?? null
}

/** Up to `limit` other published projects, newest first, for the project page. */
export async function listOtherProjects(
  payload: Payload,
  project: Portfolio,
  locale: Locale,
  limit = 3,
): Promise<Portfolio[]> {
  const found = await payload.find({
    collection: 'portfolio',
    where: { and: [publishedProject, { id: { not_equals: project.id } }] },
    sort: PROJECT_ORDER,
    locale,
    depth: 1,
    limit,
  })
  return found.docs
}

export async function listProjectSlugs(payload: Payload) {
  const found = await payload.find({
    collection: 'portfolio',
    where: publishedProject,
    depth: 0,
    pagination: false,
    select: { slug: true, updatedAt: true },
  })
  return found.docs.filter((d): d is typeof d & { slug: string } => Boolean(d.slug))
}
