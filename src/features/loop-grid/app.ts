/** What the Next app mounts: the blocks' server components, refresh-loop, the fixtures. */
import 'server-only'

export { LoopGridComponent } from './blocks/LoopGrid/Component'
export { TaxonomyFilterComponent } from './blocks/TaxonomyFilter/Component'
/** `refresh-loop`, given Payload by its caller: `refreshLoop(getPayload, request)`. */
export { refreshLoop } from './server/refresh-loop'
export { loopGridFixtures, taxonomyFilterFixtures } from './blocks/fixtures'
