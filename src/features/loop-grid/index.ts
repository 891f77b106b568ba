/**
 * The loop grid (issue 11; spec sections 2, 3, 7): a paged list of properties, news or events,
 * and taxonomy filter blocks bound to it, with the filter state in the address and Elementor
 * Pro's refresh-loop call. Block configs only here: Payload's CLI loads this file.
 */
export { LoopGridBlock } from './blocks/LoopGrid/config'
export { TaxonomyFilterBlock } from './blocks/TaxonomyFilter/config'
