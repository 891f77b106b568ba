/**
 * One project in a list. The page, the block and the `stm_ajax_load_portfolio` answer all render
 * this (the answer through `@/lib/static-html`), so it uses host elements and plain components only.
 */
import { MediaImage } from '@/components/MediaImage'
import type { Locale } from '@/i18n/locales'
import type { Portfolio } from '@/payload-types'

import { portfolioPaths } from '../model/paths'

interface Props {
  project: Portfolio
  locale: Locale
  headingLevel?: 2 | 3
}

/** The titles of a project's categories (those read at depth 1). */
export function categoryTitles(project: Pick<Portfolio, 'categories'>): string[] {
  return (project.categories ?? []).flatMap((c) =>
    typeof c === 'object' && c && c.title ? [c.title] : [],
  )
}

export function ProjectCard({ project, locale, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const categories = categoryTitles(project)
  const image = typeof project.featuredImage === 'object' ? project.featuredImage : null
  return (
    <li className="portfolio-card tile" data-project-id={project.id}>
      <article>
        <MediaImage
          media={image}
          size="card"
          sizes="(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 400px"
          className="portfolio-card-image"
        />
        <div className="portfolio-card-body">
          {categories.length ? (
            <p className="portfolio-card-tags">
              {categories.map((title) => (
                <span key={title}>{title}</span>
              ))}
            </p>
          ) : null}
          <Heading className="portfolio-card-title tile-title">
            <a href={portfolioPaths.project(project.slug ?? String(project.id), locale)}>
              {project.title}
            </a>
          </Heading>
          {project.location?.address || project.year ? (
            <p className="portfolio-card-place">
              {[project.location?.address, project.year ? String(project.year) : null]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          {project.summary ? <p className="portfolio-card-summary">{project.summary}</p> : null}
        </div>
      </article>
    </li>
  )
}

/** The list of cards; `id` names it for the load-more script, which appends to it. */
export function ProjectCards({
  projects,
  locale,
  id,
  headingLevel,
}: {
  projects: Portfolio[]
  locale: Locale
  id?: string
  headingLevel?: 2 | 3
}) {
  return (
    <ul className="portfolio-grid tiles stm_portfolio_grid" role="list" id={id}>
      {projects.map((project) => (
        <ProjectCard
          key={project.id}
          project={project}
          locale={locale}
          headingLevel={headingLevel}
        />
      ))}
    </ul>
  )
}
