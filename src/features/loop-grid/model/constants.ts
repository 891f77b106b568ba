/** The loop grid's choices. Isomorphic. */

export const LOOP_SOURCE_NAMES = ['properties', 'posts', 'events'] as const
export type LoopSourceName = (typeof LOOP_SOURCE_NAMES)[number]

/** Every taxonomy a filter block can offer, over all sources (the grid's source decides). */
export const LOOP_TAXONOMY_NAMES = ['district', 'type', 'deal', 'category', 'tag'] as const
export type LoopTaxonomyName = (typeof LOOP_TAXONOMY_NAMES)[number]

export const LOOP_PER_PAGE_MAX = 48
export const LOOP_PER_PAGE_DEFAULT = 9

/** The editor's token for the live preview's refresh-loop calls, bound to the editor's id. */
export const loopEditAction = (userId: number | string) => `loop-edit:${userId}`

/**
 * Fired on a grid's element (bubbling) after the filter script swapped in new content: what else
 * shows the grid's results (the listing map) reads them again. `detail`: `{ widgetId }`.
 */
export const LOOP_REFRESHED_EVENT = 'loop-grid:refreshed'
