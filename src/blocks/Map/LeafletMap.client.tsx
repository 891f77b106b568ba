'use client'

/**
 * The map without a Google key: OpenStreetMap tiles (or the site's own tile server, site settings)
 * drawn by Leaflet through react-leaflet, for the basic, marker, static (a still map), polyline,
 * polygon and overlay types. Keyboard: the map takes the focus (arrows move it, + and − zoom) and
 * so does each marker (Enter opens its text, Escape closes it). With reduced motion nothing
 * animates. Leaflet's styles come from its package, with this chunk.
 */
import 'leaflet/dist/leaflet.css'

import { divIcon, icon as imageIcon, tooltip, type DivIcon, type Icon } from 'leaflet'
import { useEffect, useMemo } from 'react'
import { MapContainer, Marker, Polygon, Polyline, Popup, TileLayer, useMap } from 'react-leaflet'

import { PIN_SIZE, pinSvg } from '@/lib/map-pin'
import { tileAttributionHtml } from '@/lib/map-tiles'

import type { LatLng, MapConfig, MarkerIcon } from './map-config'
import { mapFocusOf } from './maps-link'
import type { MapWidgetProps } from './widget-types'

function leafletIcon(icon: MarkerIcon | null, colour: string | null): Icon | DivIcon {
  if (icon) {
    return imageIcon({
      iconUrl: icon.url,
      iconSize: [icon.width, icon.height],
      iconAnchor: [icon.width / 2, icon.height],
      popupAnchor: [0, -icon.height],
    })
  }
  return divIcon({
    html: pinSvg(colour),
    className: 'map-pin',
    iconSize: [PIN_SIZE.width, PIN_SIZE.height],
    iconAnchor: [PIN_SIZE.width / 2, PIN_SIZE.height],
    popupAnchor: [0, -PIN_SIZE.height + 4],
  })
}

interface PlacedMarker extends LatLng {
  title: string
  content: string
  icon: MarkerIcon | null
  color: string | null
}

/** The markers each type shows (the original's: basic one, markers, polyline and static lists). */
function markersOf(config: MapConfig): PlacedMarker[] {
  switch (config.type) {
    case 'basic':
      return [{ ...config.center, ...config.marker, color: null }]
    case 'marker':
    case 'static':
    case 'polyline':
      return config.markers
    default:
      return []
  }
}

function MapMarker({ marker, still }: { marker: PlacedMarker; still: boolean }) {
  const icon = useMemo(() => leafletIcon(marker.icon, marker.color), [marker.icon, marker.color])
  // A marker with something to say opens it on click or Enter; a still map's markers do nothing.
  const opens = !still && Boolean(marker.content || marker.title)
  return (
    <Marker
      position={marker}
      icon={icon}
      title={marker.title || undefined}
      alt={marker.title || undefined}
      interactive={opens}
      keyboard={opens}
    >
      {opens ? (
        <Popup>
          {marker.title ? <strong className="map-popup-title">{marker.title}</strong> : null}
          {marker.content ? <p className="map-popup-text">{marker.content}</p> : null}
        </Popup>
      ) : null}
    </Marker>
  )
}

/** The overlay type's text box at the map's place (the original's `drawOverlay`), as plain text. */
function Overlay({ at, text }: { at: LatLng; text: string }) {
  const map = useMap()
  useEffect(() => {
    if (!text) return
    const content = document.createElement('div')
    content.className = 'map-overlay-text'
    content.textContent = text
    const overlay = tooltip({
      permanent: true,
      direction: 'top',
      className: 'map-overlay',
      interactive: false,
    })
      .setLatLng(at)
      .setContent(content)
      .addTo(map)
    return () => {
      overlay.remove()
    }
  }, [map, at, text])
  return null
}

/** Names the map for screen readers and tells how to move it by keyboard. */
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

export function LeafletMap({
  config,
  tiles,
  labels,
  onReady,
}: MapWidgetProps & { onReady: () => void }) {
  const still = config.type === 'static'
  const reduced = useMemo(
    () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    [],
  )
  const center = mapFocusOf(config)
  const path = config.points.map((p): [number, number] => [p.lat, p.lng])
  const stroke = config.stroke
  const interactive = !still
  return (
    <MapContainer
      className="map-leaflet"
      center={center}
      zoom={config.zoom}
      zoomControl={interactive && config.controls.zoom}
      scrollWheelZoom={interactive && config.controls.scrollZoom}
      dragging={interactive}
      doubleClickZoom={interactive}
      touchZoom={interactive}
      boxZoom={interactive}
      keyboard={interactive}
      zoomAnimation={!reduced}
      fadeAnimation={!reduced}
      markerZoomAnimation={!reduced}
      inertia={!reduced}
    >
      <Accessible label={labels.map} onReady={onReady} />
      <TileLayer url={tiles.url} attribution={tileAttributionHtml(tiles)} />
      {markersOf(config).map((marker, i) => (
        <MapMarker key={i} marker={marker} still={still} />
      ))}
      {config.type === 'polyline' && path.length >= 2 ? (
        <Polyline
          positions={path}
          pathOptions={{ color: stroke.color, opacity: stroke.opacity, weight: stroke.weight }}
        />
      ) : null}
      {config.type === 'polygon' && path.length >= 3 ? (
        <Polygon
          positions={path}
          pathOptions={{
            color: stroke.color,
            opacity: stroke.opacity,
            weight: stroke.weight,
            fillColor: stroke.fillColor,
            fillOpacity: stroke.fillOpacity,
          }}
        />
      ) : null}
      {config.type === 'overlay' ? (
        <Overlay at={config.center} text={config.overlayContent} />
      ) : null}
    </MapContainer>
  )
}
