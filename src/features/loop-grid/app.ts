/** What the Next app mounts: the blocks' server components, refresh-loop, the fixtures. */
import 'server-only'

export { LoopGridComponent } from './block/LoopGrid/Component'
export { TaxonomyFilterComponent } from './block/TaxonomyFilter/Component'
/** `refresh-loop`, given Payload by its caller: `refreshLoop(getPayload, request)`. */
export { refreshLoop } from './server/refresh-loop'
export { loopGridFixtures, taxonomyFilterFixtures } from './block/fixtures'
