/** Widget areas (spec section 4): reusable block content, placed on pages by the widgetArea block. */
import type { Feature } from '@/features/feature'

import { WidgetAreas } from './collections/widget-areas'

export { seedWidgetAreas } from './seed'

export const widgetAreasFeature: Feature = {
  name: 'widget-areas',
  collections: [WidgetAreas],
}
