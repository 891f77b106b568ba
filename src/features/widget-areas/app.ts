/** What the Next app mounts: the block's component, its loader for the fragment page, examples. */
import 'server-only'

export { WidgetAreaComponent, type RenderLayout } from './block/Component'
export { loadWidgetArea } from './block/load'

/** The block's examples for /styleguide. */
export { fixtures as widgetAreaFixtures } from './block/fixtures'
