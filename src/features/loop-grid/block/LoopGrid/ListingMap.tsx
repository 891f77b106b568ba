/**
 * The listing map beside a properties grid: a frame whose height is kept from the first paint
 * (the map drawn later shifts nothing) and a line saying how many listings it shows. Without
 * JavaScript neither shows: the grid is the list. The map's script (./ListingMap.lazy.tsx) loads
 * only on pages with such a grid, and draws from the site's tile server (site settings → Maps).
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { readMapSettings } from '@/lib/map-settings'

import { loopStrings } from '../../messages'
import type { ListingMapData } from '../../model/listing-map'
import { ListingMap } from './ListingMap.lazy'
import './listing-map.css'

export async function ListingMapFrame({
  payload,
  locale,
  map,
}: {
  payload: Payload
  locale: Locale
  map: ListingMapData
}) {
  const settings = await readMapSettings(payload, locale)
  return (
    <div className="listing-map">
      <div
        className="listing-map-frame"
        data-map-state="waiting"
        data-map-points={map.points.length}
      >
        <ListingMap locale={locale} tiles={settings.tiles} />
      </div>
      <p className="listing-map-caption" data-listing-map-caption="">
        {loopStrings(locale).map.onMap(map.points.length, map.total)}
      </p>
    </div>
  )
}
