'use client'

/**
 * The listing map's script: reads the points the server wrote into the grid's content, waits
 * until the map is near the viewport, then draws them (./ClusterMap.client.tsx, Leaflet, a chunk
 * of its own). When a filter refreshes the grid in place (LOOP_REFRESHED_EVENT), it reads the
 * new content's points and redraws them, and the line under the map follows. The frame shows how
 * far it came in `data-map-state` and how many points it holds in `data-map-points`.
 */
import dynamic from 'next/dynamic'
import { useCallback, useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { MapErrorBoundary } from '@/lib/map-error-boundary.client'
import type { MapSettings } from '@/lib/map-tiles'
import { LAZY_LOAD_MARGIN_PX } from '@/shared/constants'

import { loopStrings } from '../../messages'
import { LOOP_REFRESHED_EVENT } from '../../model/constants'
import {
  decodeListingMap,
  LISTING_MAP_DATA_ATTRIBUTE,
  type ListingMapData,
} from '../../model/listing-map'

const ClusterMap = dynamic(() => import('./ClusterMap.client').then((m) => m.ClusterMap), {
  ssr: false,
})

type MapState = 'waiting' | 'loading' | 'ready' | 'absent'

function readPoints(grid: Element): ListingMapData | null {
  const holder = grid.querySelector(`[${LISTING_MAP_DATA_ATTRIBUTE}]`)
  return decodeListingMap(holder?.getAttribute(LISTING_MAP_DATA_ATTRIBUTE))
}

export function ListingMap({ locale, tiles }: { locale: Locale; tiles: MapSettings['tiles'] }) {
  const rootRef = useRef<HTMLDivElement>(null)
  const [data, setData] = useState<ListingMapData | null>(null)
  // A browser without IntersectionObserver draws the map at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  const [drawn, setDrawn] = useState<'pending' | 'ready' | 'absent'>('pending')
  const s = loopStrings(locale).map

  // The points: the page's, then each refreshed content's.
  useEffect(() => {
    const grid = rootRef.current?.closest('[data-loop-grid]')
    if (!grid) return
    const read = () => {
      const next = readPoints(grid)
      setData(next)
      const caption = grid.querySelector('[data-listing-map-caption]')
      if (caption && next) caption.textContent = s.onMap(next.points.length, next.total)
    }
    read()
    grid.addEventListener(LOOP_REFRESHED_EVENT, read)
    return () => grid.removeEventListener(LOOP_REFRESHED_EVENT, read)
  }, [s])

  useEffect(() => {
    const element = rootRef.current
    if (!element || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: `${LAZY_LOAD_MARGIN_PX}px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])

  const state: MapState =
    drawn === 'absent' ? 'absent' : drawn === 'ready' ? 'ready' : near ? 'loading' : 'waiting'
  const count = data?.points.length ?? 0
  useEffect(() => {
    const frame = rootRef.current?.parentElement
    frame?.setAttribute('data-map-state', state)
    frame?.setAttribute('data-map-points', String(count))
  }, [state, count])

  const onReady = useCallback(() => setDrawn('ready'), [])
  const onAbsent = useCallback(() => setDrawn('absent'), [])

  if (drawn === 'absent') return <div ref={rootRef} className="listing-map-canvas" hidden />
  return (
    <div ref={rootRef} className="listing-map-canvas">
      {near && data ? (
        <MapErrorBoundary onError={onAbsent}>
          <ClusterMap
            points={data.points}
            tiles={tiles}
            locale={locale}
            label={s.label}
            onReady={onReady}
          />
        </MapErrorBoundary>
      ) : null}
      {state === 'loading' ? (
        <p className="listing-map-loading" role="status">
          {s.loading}
        </p>
      ) : null}
    </div>
  )
}
