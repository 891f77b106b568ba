/**
 * A loop grid on a page: the grid for the filters and page in the address (read on the server, so
 * a filtered address is shareable and works without JavaScript). Filter blocks bound to it
 * refresh it in place through refresh-loop; the grid itself needs no script.
 */
import { activeRangeCount, parseListingQuery } from '@/features/properties/model/listing-query'
import type { BlockProps } from '@/lib/block-kit/types'
import { SmartLink } from '@/components/SmartLink'
import { filterParamName, queryString, readWidgetFilters, readWidgetPage } from '@/lib/loop-filter'
import type { LoopGridBlock } from '@/payload-types'
import { safeHref } from '@/lib/safe-href'

import { LoopGridContent } from '../../components/LoopGridContent'
import { loopStrings } from '../../messages'
import { resolveGrid } from '../../server/grid'
import {
  boundGrid,
  editToken,
  gridWidgetId,
  hasFilterPanel,
  pageSourceIndex,
  sourceOf,
  taxonomyNames,
} from '../../server/page-grid'
import { LOOP_SOURCES } from '../../server/sources'
import { TaxonomyFilterComponent } from '../TaxonomyFilter/Component'
import { ListingMapFrame } from './ListingMap'
import '../../loop-grid.css'

type TaxonomyFilterOf<T> = T extends { blockType: 'taxonomyFilter' } ? T : never

/**
 * A grid with a listing query gathers the filters bound to it, if any, and its source's controls
 * (ranges, order), into one panel: a disclosure, "Filters (n)", folded on a phone so the first
 * card is on the first screen, laid open from the tablet width up (CSS; the filter script opens
 * it where the browser cannot). A `<details>` works without JavaScript.
 */
async function FilterPanel({
  block,
  widgetId,
  locale,
  site,
  index,
  query,
  siblings,
}: Pick<BlockProps<LoopGridBlock>, 'block' | 'locale' | 'site' | 'index' | 'siblings'> & {
  widgetId: string
  query: URLSearchParams
}) {
  const source = sourceOf(block)
  type Sibling = NonNullable<typeof siblings>[number]
  const filters = (siblings ?? []).filter((b): b is TaxonomyFilterOf<Sibling> => {
    if (b.blockType !== 'taxonomyFilter') return false
    const grid = boundGrid(siblings, b.id, b.grid)
    return Boolean(grid && gridWidgetId(grid) === widgetId)
  })
  // A grid no filter is bound to (a teaser of the newest) has no panel.
  if (!filters.length) return null
  const controls = LOOP_SOURCES[source].controls
  const taxonomyTerms = Object.values(
    readWidgetFilters(
      query,
      widgetId,
      filters.map((f) => f.selectedTaxonomy),
    ),
  ).reduce((n, f) => n + f.terms.length + f.exclude.length, 0)
  const ranges = activeRangeCount(
    parseListingQuery((name) => query.get(filterParamName(widgetId, name))),
  )
  // Rendered here, not as elements: the panel is awaited whole (renderToStaticMarkup can too).
  const taxonomyFilters = await Promise.all(
    filters.map(async (filter, i) => (
      <div key={filter.id ?? i}>
        {await TaxonomyFilterComponent({
          block: filter,
          locale,
          site,
          index,
          search: query,
          siblings,
          inPanel: true,
        })}
      </div>
    )),
  )
  return (
    <details className="loop-filters" data-loop-filters={widgetId} data-extra-count={ranges}>
      <summary className="loop-filters-toggle">
        {loopStrings(locale).filters} (
        <span data-loop-filters-count="">{taxonomyTerms + ranges}</span>)
      </summary>
      <div className="loop-filters-body">
        {taxonomyFilters}
        {controls ? controls({ widgetId, locale, search: query }) : null}
      </div>
    </details>
  )
}

export async function LoopGridComponent({
  block,
  locale,
  site,
  search,
  pageId,
  index: position,
  siblings,
}: BlockProps<LoopGridBlock>) {
  const source = sourceOf(block)
  const widgetId = gridWidgetId(block)
  const query = search ?? new URLSearchParams()
  const [index, token] = await Promise.all([
    pageSourceIndex(site.payload, source, locale),
    editToken(site),
  ])
  const state = await resolveGrid(site.payload, {
    block,
    widgetId,
    locale,
    filters: readWidgetFilters(query, widgetId, taxonomyNames(source)),
    page: readWidgetPage(query, widgetId),
    baseUrl: queryString(query),
    search: query,
    index,
  })
  const panel = hasFilterPanel(source)
    ? await FilterPanel({ block, widgetId, locale, site, index: position, query, siblings })
    : null
  // The map beside the list: every listing the filters match (awaited here, as the panel is).
  const map = state.map
    ? await ListingMapFrame({ payload: site.payload, locale, map: state.map })
    : null
  const content = (
    <div className="loop-grid-content" id={`loop-grid-${widgetId}`}>
      <LoopGridContent state={state} />
    </div>
  )
  return (
    <div
      className={`loop-grid loop-grid-columns-${block.columns ?? '3'}`}
      data-loop-grid={widgetId}
      data-post-id={pageId}
      data-locale={locale}
      // The live preview's edit mode: the unsaved block and the editor's token for refresh-loop.
      data-edit-nonce={token ?? undefined}
      data-edit-model={token ? JSON.stringify(block) : undefined}
    >
      {block.heading ? <h2 className="loop-grid-heading">{block.heading}</h2> : null}
      {panel}
      {map ? (
        <div className="loop-grid-body">
          {content}
          {map}
        </div>
      ) : (
        content
      )}
      {block.moreLabel && block.moreHref && safeHref(block.moreHref) ? (
        <p className="more-link">
          <SmartLink href={block.moreHref} locale={locale} className="button button-secondary">
            {block.moreLabel}
          </SmartLink>
        </p>
      ) : null}
      {/* Filled by the filter script after a refresh: the new count, announced once. */}
      <p className="visually-hidden loop-grid-status" role="status" />
    </div>
  )
}
