/** A loop grid block's settings as the grid reads them. Isomorphic and pure. */
import type { LoopGridBlock } from '@/payload-types'

import {
  LOOP_PER_PAGE_DEFAULT,
  LOOP_PER_PAGE_MAX,
  LOOP_SOURCE_NAMES,
  type LoopSourceName,
} from './constants'

export function sourceOf(block: Pick<LoopGridBlock, 'source'>): LoopSourceName {
  return (LOOP_SOURCE_NAMES as readonly string[]).includes(block.source)
    ? block.source
    : 'properties'
}

export function perPageOf(block: Pick<LoopGridBlock, 'perPage'>): number {
  const n = Math.trunc(Number(block.perPage) || LOOP_PER_PAGE_DEFAULT)
  return Math.min(Math.max(n, 1), LOOP_PER_PAGE_MAX)
}

/** The grid's name in addresses (`e-filter-{id}-…`): the editor's, else the block's id. */
export function gridWidgetId(block: Pick<LoopGridBlock, 'id' | 'widgetId'>): string {
  return block.widgetId || block.id || 'loop'
}
