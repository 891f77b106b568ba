/**
 * A taxonomy filter: "all" and each term as a link to the filtered address (so it works without
 * JavaScript), the current choice marked, each term's item count beside it. With JavaScript the
 * links refresh the bound grid in place (LoopFilter.client.tsx).
 */
import type { BlockProps } from '@/lib/block-kit/types'
import { parseLogicalJoin } from '@/lib/loop-filter'
import type { TaxonomyFilterBlock } from '@/payload-types'

import { loopStrings } from '../../messages'
import type { LoopTaxonomyName } from '../../model/constants'
import { filterLinkState } from '../../model/filter-links'
import { termCounts } from '../../model/match'
import {
  boundGrid,
  gridWidgetId,
  hasFilterPanel,
  pageSourceIndex,
  sourceOf,
  taxonomyNames,
} from '../../server/page-grid'
import { LoopFilter } from './LoopFilter.lazy'
import '../../loop-grid.css'

export async function TaxonomyFilterComponent({
  block,
  locale,
  site,
  search,
  siblings,
  inPanel = false,
}: BlockProps<TaxonomyFilterBlock> & {
  /** Rendered by its grid inside the grid's filter panel (see LoopGrid/Component.tsx). */
  inPanel?: boolean
}) {
  const grid = boundGrid(siblings, block.id, block.grid)
  const taxonomy = block.selectedTaxonomy as LoopTaxonomyName
  if (!grid) return null
  const source = sourceOf(grid)
  // A grid with a filter panel shows its filters there, wherever the editor placed them.
  if (hasFilterPanel(source) && !inPanel) return null
  if (!taxonomyNames(source).includes(taxonomy)) return null
  const widgetId = gridWidgetId(grid)
  const index = await pageSourceIndex(site.payload, source, locale)
  const counts = termCounts(index.items, taxonomy)
  const join = parseLogicalJoin(block.logicalJoin)
  const query = search ?? new URLSearchParams()
  const s = loopStrings(locale)
  const label = s.taxonomies[taxonomy]
  const link = (term: string, mode: 'include' | 'exclude' = 'include') =>
    filterLinkState(query, widgetId, taxonomy, join, { term, mode })
  const all = link('')
  return (
    <nav
      className="loop-filter"
      aria-label={s.filterBy(label)}
      data-loop-filter={widgetId}
      data-taxonomy={taxonomy}
      data-logical-join={join ?? ''}
    >
      <p className="loop-filter-label" aria-hidden="true">
        {label}
      </p>
      <ul role="list">
        <li>
          <a href={all.href} aria-current={all.current ? 'true' : undefined} data-term="">
            {s.all}
          </a>
        </li>
        {(index.terms[taxonomy] ?? []).map((term) => {
          const include = link(term.slug)
          const exclude = block.allowExclude && join ? link(term.slug, 'exclude') : null
          return (
            <li key={term.slug}>
              <a
                href={include.href}
                aria-current={include.current ? 'true' : undefined}
                data-term={term.slug}
                data-mode="include"
              >
                {term.title}
                {block.showCounts !== false ? (
                  <span className="loop-filter-count"> ({counts.get(term.slug) ?? 0})</span>
                ) : null}
              </a>
              {exclude ? (
                <a
                  href={exclude.href}
                  className="loop-filter-exclude"
                  aria-current={exclude.current ? 'true' : undefined}
                  aria-label={s.exclude(term.title)}
                  data-term={term.slug}
                  data-mode="exclude"
                >
                  <span aria-hidden="true">−</span>
                  {/* What the sign does, shown on hover and keyboard focus alike. */}
                  <span className="loop-filter-hint" aria-hidden="true">
                    {s.exclude(term.title)}
                  </span>
                </a>
              ) : null}
            </li>
          )
        })}
      </ul>
      <LoopFilter widgetId={widgetId} />
    </nav>
  )
}
