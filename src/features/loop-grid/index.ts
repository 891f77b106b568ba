/**
 * The loop grid: a paged list of properties, news or events,
 * and taxonomy filter blocks bound to it, with the filter state in the address and Elementor
 * Pro's refresh-loop call (docs/compatibility.md, "Loop grid: refresh-loop" and "Loop grid: filter
 * address"). Block configs only here: Payload's CLI loads this file.
 */
export { LoopGridBlock } from './block/LoopGrid/config'
export { TaxonomyFilterBlock } from './block/TaxonomyFilter/config'
