/**
 * `/portfolio/{slug}`: one completed project: its picture, facts (categories, year, place with a
 * map link), the case study, the gallery, the client's words and a few other projects.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { Payload } from 'payload'

import { LightboxLink } from '@/components/lightbox/LightboxLink'
import { MediaImage } from '@/components/MediaImage'
import { Breadcrumbs } from '@/components/site/Breadcrumbs'
import { isLocale, type Locale } from '@/i18n/locales'
import { mapLink } from '@/lib/map-link'
import { buildMetadata } from '@/utilities/metadata'

import { categoryTitles, ProjectCards } from '../components/ProjectCard'
import { portfolioStrings } from '../messages'
import { portfolioPaths } from '../model/paths'
import { findProjectBySlug, listOtherProjects } from '../server/queries'
import '../portfolio.css'

export async function projectPageMetadata(
  payload: Payload,
  locale: string,
  slug: string,
): Promise<Metadata> {
  if (!isLocale(locale)) return {}
  const project = await findProjectBySlug(payload, slug, locale)
  if (!project) return {}
  return buildMetadata({
    locale,
    path: `/portfolio/${slug}`,
    title: project.title,
    description: project.summary,
    image: typeof project.featuredImage === 'object' ? project.featuredImage : null,
    type: 'article',
  })
}

export async function ProjectPage({
  payload,
  locale,
  slug,
  draftViewer,
}: {
  payload: Payload
  locale: Locale
  slug: string
  /** The request's draft viewer (an editor's live preview shows the latest draft), if any. */
  draftViewer?: () => Promise<{ id: number } | null>
}) {
  const viewer = draftViewer ? await draftViewer() : null
  const project = await findProjectBySlug(payload, slug, locale, viewer)
  if (!project) notFound()
  const others = await listOtherProjects(payload, project, locale)
  const s = portfolioStrings(locale)
  const categories = categoryTitles(project)
  const image = typeof project.featuredImage === 'object' ? project.featuredImage : null
  const gallery = (project.gallery ?? []).flatMap((m) => (typeof m === 'object' && m ? [m] : []))
  const { address, latitude, longitude } = project.location ?? {}
  const galleryId = `portfolio-gallery-${project.id}`
  const quote = project.clientQuote?.quote?.trim()
  const client = project.clientQuote?.clientName?.trim()
  return (
    <article className="container portfolio-page">
      <Breadcrumbs
        locale={locale}
        trail={[{ href: portfolioPaths.list(locale), label: s.portfolio }]}
      />
      <header className="page-header">
        {categories.length ? <p className="eyebrow">{categories.join(' · ')}</p> : null}
        <h1>{project.title}</h1>
        {project.summary ? <p className="lead">{project.summary}</p> : null}
      </header>
      {image ? (
        <div className="portfolio-hero">
          <MediaImage media={image} size="hero" sizes="(max-width: 1024px) 100vw, 66vw" priority />
        </div>
      ) : null}
      <dl className="portfolio-facts">
        {categories.length ? (
          <div>
            <dt>{s.category}</dt>
            <dd>{categories.join(', ')}</dd>
          </div>
        ) : null}
        {project.year ? (
          <div>
            <dt>{s.year}</dt>
            <dd>{project.year}</dd>
          </div>
        ) : null}
        {address ? (
          <div>
            <dt>{s.location}</dt>
            <dd>
              {address}
              {typeof latitude === 'number' && typeof longitude === 'number' ? (
                <>
                  {' '}
                  <a href={mapLink(latitude, longitude)}>{s.openMap}</a>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {project.caseStudy ? (
        <section className="portfolio-case" aria-labelledby="portfolio-case">
          <h2 id="portfolio-case">{s.caseStudy}</h2>
          {project.caseStudy.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </section>
      ) : null}
      {gallery.length ? (
        <section className="portfolio-case" aria-labelledby="portfolio-gallery">
          <h2 id="portfolio-gallery">{s.gallery}</h2>
          <div className="portfolio-gallery" id={galleryId}>
            {gallery.map((media, i) =>
              media.url ? (
                // A gallery of the shared lightbox; without JavaScript each photo opens full size.
                <LightboxLink
                  key={media.id}
                  type="gallery"
                  group={galleryId}
                  href={media.url}
                  title={media.alt || s.galleryDialog}
                  data-gallery-index={i}
                  aria-label={s.galleryOpen(i + 1, gallery.length)}
                >
                  <MediaImage media={media} size="card" sizes="(max-width: 767px) 50vw, 33vw" />
                </LightboxLink>
              ) : null,
            )}
          </div>
        </section>
      ) : null}
      {quote ? (
        <figure className="portfolio-quote" aria-label={s.clientSays}>
          <blockquote>
            <p>{quote}</p>
          </blockquote>
          {client ? <figcaption>{client}</figcaption> : null}
        </figure>
      ) : null}
      {others.length ? (
        <section className="portfolio-more" aria-labelledby="portfolio-more">
          <h2 id="portfolio-more">{s.moreProjects}</h2>
          <ProjectCards projects={others} locale={locale} headingLevel={3} />
        </section>
      ) : null}
    </article>
  )
}
