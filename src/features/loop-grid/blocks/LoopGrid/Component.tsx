/**
 * A loop grid on a page: the grid for the filters and page in the address (read on the server, so
 * a filtered address is shareable and works without JavaScript). Filter blocks bound to it
 * refresh it in place through refresh-loop; the grid itself needs no script.
 */
import type { BlockProps } from '@/lib/block-kit/types'
import { SmartLink } from '@/components/SmartLink'
import { getPayloadClient } from '@/data/payload'
import { queryString, readWidgetFilters, readWidgetPage } from '@/lib/loop-filter'
import type { LoopGridBlock } from '@/payload-types'
import { safeHref } from '@/lib/safe-href'

import { LoopGridContent } from '../../components/LoopGridContent'
import { resolveGrid } from '../../server/grid'
import {
  editToken,
  gridWidgetId,
  pageSourceIndex,
  sourceOf,
  taxonomyNames,
} from '../../server/page-grid'
import '../../loop-grid.css'

export async function LoopGridComponent({
  block,
  locale,
  search,
  pageId,
}: BlockProps<LoopGridBlock>) {
  const source = sourceOf(block)
  const widgetId = gridWidgetId(block)
  const query = search ?? new URLSearchParams()
  const [payload, index, token] = await Promise.all([
    getPayloadClient(),
    pageSourceIndex(source, locale),
    editToken(),
  ])
  const state = await resolveGrid(payload, {
    block,
    widgetId,
    locale,
    filters: readWidgetFilters(query, widgetId, taxonomyNames(source)),
    page: readWidgetPage(query, widgetId),
    baseUrl: queryString(query),
    search: query,
    index,
  })
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
      <div className="loop-grid-content" id={`loop-grid-${widgetId}`}>
        <LoopGridContent state={state} />
      </div>
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
