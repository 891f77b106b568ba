'use client'

/**
 * The listing map drawn by Leaflet: the points grouped where they crowd (src/lib/map-clusters.ts),
 * regrouped after every move. A group is a round badge with its count, a button: click, Enter or
 * Space zooms in until it falls apart (and the focus stays on the map). A single listing is a pin
 * whose popup (click or Enter; Escape closes it) links its page with its price. A new list (a
 * filter changed) is fitted into view. With reduced motion nothing animates.
 */
import 'leaflet/dist/leaflet.css'

import {
  divIcon,
  type LatLngBoundsExpression,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
} from 'leaflet'
import { useEffect, useMemo, useRef, useState } from 'react'
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet'

import type { Locale } from '@/i18n/locales'
import { boundsOf, clusterPoints, type BoundingBox, type MapCluster } from '@/lib/map-clusters'
import { PIN_SIZE, pinSvg } from '@/lib/map-pin'
import { tileAttributionHtml, type MapSettings } from '@/lib/map-tiles'
import { MAP_DEFAULTS } from '@/shared/constants'

import { loopStrings } from '../../messages'
import type { ListingMapPoint } from '../../model/listing-map'

/** How close a new list is framed: a margin round it, and no closer than a street. */
const FIT = { padding: [32, 32] as [number, number], maxZoom: 16 }

const PIN_ICON = divIcon({
  html: pinSvg(null),
  className: 'map-pin listing-map-pin',
  iconSize: [PIN_SIZE.width, PIN_SIZE.height],
  iconAnchor: [PIN_SIZE.width / 2, PIN_SIZE.height],
  popupAnchor: [0, -PIN_SIZE.height + 4],
})

/** A badge grows a little with its count, so a big group reads as one at a glance. */
function clusterIcon(count: number) {
  const size = count < 10 ? 36 : count < 100 ? 42 : 50
  return divIcon({
    html: `<span class="listing-map-cluster-count" aria-hidden="true">${count}</span>`,
    className: 'listing-map-cluster',
    iconSize: [size, size],
  })
}

function viewOf(map: LeafletMap): { box: BoundingBox; zoom: number } {
  const b = map.getBounds()
  return { box: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom: map.getZoom() }
}

function ClusterMarker({
  cluster,
  label,
  onExpand,
}: {
  cluster: Extract<MapCluster<ListingMapPoint>, { kind: 'cluster' }>
  label: string
  onExpand: (focused: boolean) => void
}) {
  const icon = useMemo(() => clusterIcon(cluster.count), [cluster.count])
  const ref = useRef<LeafletMarker>(null)
  // Leaflet makes the badge a focusable button; its name is the catalogue's, not the bare count.
  useEffect(() => {
    const element = ref.current?.getElement()
    element?.setAttribute('aria-label', label)
    element?.setAttribute('data-count', String(cluster.count))
  }, [label, cluster.count])
  const expand = (element: HTMLElement | undefined) =>
    onExpand(Boolean(element && element === document.activeElement))
  return (
    <Marker
      ref={ref}
      position={[cluster.lat, cluster.lng]}
      icon={icon}
      title={label}
      keyboard
      eventHandlers={{
        click: () => expand(ref.current?.getElement()),
        keypress: (e) => {
          const key = (e.originalEvent as KeyboardEvent).key
          if (key !== 'Enter' && key !== ' ') return
          e.originalEvent.preventDefault()
          expand(ref.current?.getElement())
        },
      }}
    />
  )
}

function PointMarker({ point }: { point: ListingMapPoint }) {
  const ref = useRef<LeafletMarker>(null)
  const name = point.price ? `${point.title}, ${point.price}` : point.title
  useEffect(() => {
    ref.current?.getElement()?.setAttribute('aria-label', name)
  }, [name])
  return (
    <Marker
      ref={ref}
      position={[point.lat, point.lng]}
      icon={PIN_ICON}
      title={point.title}
      keyboard
    >
      <Popup>
        <a className="listing-map-popup-title" href={point.url}>
          {point.title}
        </a>
        {point.price ? <p className="listing-map-popup-price">{point.price}</p> : null}
      </Popup>
    </Marker>
  )
}

function Clusters({
  points,
  locale,
  reduced,
}: {
  points: ListingMapPoint[]
  locale: Locale
  reduced: boolean
}) {
  const map = useMap()
  const index = useMemo(() => clusterPoints(points), [points])
  const [view, setView] = useState(() => viewOf(map))
  useMapEvents({ moveend: () => setView(viewOf(map)) })

  // A new list (not the first: the map opened on it) is fitted into view.
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const bounds = boundsOf(points)
    if (bounds) map.fitBounds(bounds, { ...FIT, animate: !reduced })
  }, [map, points, reduced])

  const s = loopStrings(locale).map
  const items = useMemo(() => index.at(view.box, view.zoom), [index, view])
  return (
    <>
      {items.map((item) =>
        item.kind === 'cluster' ? (
          <ClusterMarker
            key={`c${item.id}:${item.count}`}
            cluster={item}
            label={s.cluster(item.count)}
            onExpand={(focused) => {
              const zoom = Math.min(index.expansionZoom(item.id), map.getMaxZoom())
              // The badge goes with the zoom: a keyboard user is left on the map, not the page.
              if (focused)
                map.once('moveend', () => map.getContainer().focus({ preventScroll: true }))
              map.setView([item.lat, item.lng], zoom, { animate: !reduced })
            }}
          />
        ) : (
          <PointMarker key={`p${item.point.id}`} point={item.point} />
        ),
      )}
    </>
  )
}

/** Names the map for screen readers and tells the frame it is drawn. */
function Accessible({ label, onReady }: { label: string; onReady: () => void }) {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    container.setAttribute('role', 'region')
    container.setAttribute('aria-label', label)
    onReady()
  }, [map, label, onReady])
  return null
}

export function ClusterMap({
  points,
  tiles,
  locale,
  label,
  onReady,
}: {
  points: ListingMapPoint[]
  tiles: MapSettings['tiles']
  locale: Locale
  label: string
  onReady: () => void
}) {
  const reduced = useMemo(
    () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    [],
  )
  // The first view: the list's box, else the site's map defaults.
  const [opening] = useState(() => boundsOf(points))
  const view = opening
    ? { bounds: opening as LatLngBoundsExpression, boundsOptions: FIT }
    : { center: [MAP_DEFAULTS.lat, MAP_DEFAULTS.lng] as [number, number], zoom: MAP_DEFAULTS.zoom }
  return (
    <MapContainer
      className="listing-map-leaflet"
      {...view}
      // The map sits beside a list the page scrolls: the wheel scrolls, the buttons zoom.
      scrollWheelZoom={false}
      zoomAnimation={!reduced}
      fadeAnimation={!reduced}
      markerZoomAnimation={!reduced}
      inertia={!reduced}
    >
      <Accessible label={label} onReady={onReady} />
      <TileLayer url={tiles.url} attribution={tileAttributionHtml(tiles)} />
      <Clusters points={points} locale={locale} reduced={reduced} />
    </MapContainer>
  )
}
