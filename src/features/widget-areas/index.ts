/** Widget areas: reusable block content, placed on pages by the widgetArea block. */
import type { Feature } from '@/features/feature'

import type { AjaxContext } from '@/lib/compat/ajax-types'

import { WidgetAreas } from './collections/WidgetAreas/config'

export const WIDGET_AREA_CONTENT_ACTION = 'ekit_widgetarea_content'

import { seedWidgetAreas } from './seed'

export { seedWidgetAreas }
export { WIDGET_AREA_SLUG, WidgetAreaBlock } from './block/config'

export const widgetAreasFeature: Feature = {
  name: 'widget-areas',
  collections: [WidgetAreas],
  seed: async (payload) => {
    await seedWidgetAreas(payload)
  },
  ajaxActions: [
    {
      // ElementsKit's script sends the nonce it was given for `ekit_pro`.
      action: WIDGET_AREA_CONTENT_ACTION,
      token: 'ekit_pro',
      rateLimit: 'ajax-read',
      handle: async (ctx: AjaxContext) =>
        (await import('./server/widget-area-content-ajax')).widgetAreaContentAjax(ctx),
    },
  ],
}
