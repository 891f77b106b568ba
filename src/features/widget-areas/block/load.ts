import type { Payload } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { WidgetArea } from '@/payload-types'

import { WIDGET_AREA_SLUG } from './config'
import { isPositiveId } from '@/lib/ids'

/** A widget area's blocks in one locale, or null when there is no such area. */
export const loadWidgetArea = cache(
  async (payload: Payload, id: number, locale: Locale): Promise<WidgetArea | null> => {
    if (!isPositiveId(id)) return null
    const area = await payload
      .findByID({ collection: 'widget-areas', id, locale, depth: 2, overrideAccess: false })
      .catch(() => null)
    if (!area) return null
    // The collection admits no area inside an area; dropping any keeps rendering from looping.
    const layout = (area.layout ?? []).filter(
      (block) => (block.blockType as string) !== WIDGET_AREA_SLUG,
    )
    return { ...area, layout }
  },
)
