/** The page side of the loop grid and its filters: one source index per request, shared. */
import 'server-only'

import type { Payload } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { BlockSite } from '@/lib/block-kit/types'
import { createToken } from '@/lib/tokens'
import type { LoopGridBlock, Page } from '@/payload-types'

import { loopEditAction, type LoopSourceName } from '../model/constants'
import { gridWidgetId } from '../model/grid-settings'
import { loadSourceIndex } from './index-loader'
import { sourceOf } from './grid'
import { LOOP_SOURCES } from './sources'

export const pageSourceIndex = cache(
  async (payload: Payload, source: LoopSourceName, locale: Locale) =>
    loadSourceIndex(payload, source, locale),
)

export { gridWidgetId }

export function taxonomyNames(source: LoopSourceName): string[] {
  return LOOP_SOURCES[source].taxonomies.map((t) => t.name)
}

type LayoutBlock = NonNullable<Page['layout']>[number]

/**
 * Whether the source's grid gathers its filters into one panel (a disclosure on a phone) with its
 * listing query's controls: a source with figures to filter and sort by (properties).
 */
export function hasFilterPanel(source: LoopSourceName): boolean {
  return Boolean(LOOP_SOURCES[source].values)
}

/**
 * The loop grid a filter is bound to: the one whose widget id it names, else the nearest grid
 * after it on the page, else the nearest before it.
 */
export function boundGrid(
  siblings: readonly LayoutBlock[] | undefined,
  filterId: string | null | undefined,
  named: string | null | undefined,
): LoopGridBlock | null {
  const grids = (siblings ?? []).filter(
    (b): b is LoopGridBlock & LayoutBlock => b.blockType === 'loopGrid',
  )
  if (named) return grids.find((g) => gridWidgetId(g) === named) ?? null
  const at = (siblings ?? []).findIndex((b) => b.id === filterId)
  const after = (siblings ?? []).slice(at + 1).find((b) => b.blockType === 'loopGrid')
  const before = (siblings ?? [])
    .slice(0, Math.max(at, 0))
    .reverse()
    .find((b) => b.blockType === 'loopGrid')
  return ((after ?? before) as LoopGridBlock | undefined) ?? null
}

/** In an editor's live preview: the token its refresh-loop calls carry (edit mode). */
export async function editToken(site: BlockSite): Promise<string | null> {
  const viewer = await site.draftViewer()
  return viewer ? createToken(loopEditAction(viewer.id)) : null
}

export { sourceOf }
