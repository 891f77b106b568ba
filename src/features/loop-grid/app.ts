/** What the Next app mounts: the blocks' server components, refresh-loop, the fixtures. */
import 'server-only'

export { LoopGridComponent } from './blocks/LoopGrid/Component'
export { TaxonomyFilterComponent } from './blocks/TaxonomyFilter/Component'
export { refreshLoopRoute } from './server/refresh-loop'
export { loopGridFixtures, taxonomyFilterFixtures } from './blocks/fixtures'
