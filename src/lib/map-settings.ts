import 'server-only'

import { cache } from 'react'
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { mapSettingsOf, type MapSettings } from './map-tiles'

/**
 * The site's map settings (site settings → Maps), read once per request however many maps the
 * page has. The Local API reads the key, which the REST API shows admins only; a failed read
 * draws maps without a key.
 */
export const readMapSettings = cache(
  async (payload: Payload, locale: Locale): Promise<MapSettings> => {
    try {
      const settings = await payload.findGlobal({
        slug: 'site-settings',
        locale,
        depth: 0,
        select: { maps: true },
      })
      return mapSettingsOf(settings.maps)
    } catch {
      return mapSettingsOf(null)
    }
  },
)
