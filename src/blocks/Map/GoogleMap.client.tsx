'use client'

/**
 * The map with a Google Maps key, once the visitor agreed: the Maps JavaScript API through
 * @vis.gl/react-google-maps, every type of spec section 4 as the original widget drew it (GMaps
 * calls in ElementsKit's `ekit-google-map` script): a basic marker, placed by geocoding only when
 * the status is OK; a markers list centred on its first marker; a polyline or polygon through the
 * points; an overlay box; a route by DirectionsService; a Street View panorama; the theme JSON as
 * the map's styles. If the library never arrives (blocked, failed, refused key), nothing is drawn
 * and the element keeps what the server rendered (spec section 8).
 */
import {
  APILoadingStatus,
  APIProvider,
  InfoWindow,
  Map as GoogleMapView,
  Marker,
  Polygon,
  Polyline,
  useApiLoadingStatus,
  useMap,
  useMapsLibrary,
} from '@vis.gl/react-google-maps'
import { useEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { PIN_SIZE, pinDataUrl } from '@/lib/map-pin'

import { geocodedPosition } from './geocode'
import type { LatLng, MapConfig, MarkerIcon } from './map-config'
import { mapFocusOf } from './maps-link'
import { parseMapTheme } from './theme'
import type { MapWidgetProps } from './widget-types'

interface Callbacks {
  onReady: () => void
  onAbsent: () => void
}

/** Whether Google's script really gave us `google.maps` (a blocked or fake script may not). */
const mapsLibraryPresent = () =>
  typeof window !== 'undefined' &&
  typeof (window as { google?: { maps?: unknown } }).google?.maps === 'object'

interface PlacedMarker extends LatLng {
  title: string
  content: string
  icon: MarkerIcon | null
  color: string | null
}

function markerIcon(marker: PlacedMarker): google.maps.Icon {
  if (marker.icon) {
    return {
      url: marker.icon.url,
      scaledSize: new google.maps.Size(marker.icon.width, marker.icon.height),
    }
  }
  return {
    url: pinDataUrl(marker.color),
    scaledSize: new google.maps.Size(PIN_SIZE.width, PIN_SIZE.height),
    anchor: new google.maps.Point(PIN_SIZE.width / 2, PIN_SIZE.height),
  }
}

/** A marker whose title and content open in an info window on click (or Enter). */
function PlacedMarkerView({ marker }: { marker: PlacedMarker }) {
  const [open, setOpen] = useState(false)
  const icon = useMemo(() => markerIcon(marker), [marker])
  const height = marker.icon?.height ?? PIN_SIZE.height
  return (
    <>
      <Marker
        position={marker}
        title={marker.title || undefined}
        icon={icon}
        // A clickable marker with a title is focusable and named for keyboard users.
        clickable={Boolean(marker.content)}
        onClick={marker.content ? () => setOpen(true) : undefined}
      />
      {open ? (
        <InfoWindow
          position={marker}
          pixelOffset={[0, -height]}
          headerContent={marker.title ? <strong>{marker.title}</strong> : undefined}
          onCloseClick={() => setOpen(false)}
        >
          <p className="map-popup-text">{marker.content}</p>
        </InfoWindow>
      ) : null}
    </>
  )
}

/** The basic type placed by its address: a marker only when the geocoder answers OK. */
function GeocodedMarker({ config }: { config: MapConfig }) {
  const map = useMap()
  const geocoding = useMapsLibrary('geocoding')
  const [at, setAt] = useState<LatLng | null>(null)
  useEffect(() => {
    if (!map || !geocoding || !config.address) return
    let live = true
    new geocoding.Geocoder()
      .geocode({ address: config.address }, (results, status) => {
        const position = geocodedPosition(results, status)
        if (!live || !position) return
        map.setCenter(position)
        setAt(position)
      })
      // Any other status also rejects the returned promise: the callback has decided already.
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [map, geocoding, config.address])
  return at ? <PlacedMarkerView marker={{ ...at, ...config.marker, color: null }} /> : null
}

/** The overlay type's box at the map's place (the original's GMaps `drawOverlay`). */
function Overlay({ at, text }: { at: LatLng; text: string }) {
  const map = useMap()
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  useEffect(() => {
    if (!map || !text) return
    const element = document.createElement('div')
    element.className = 'map-overlay map-overlay-google'
    // OverlayView exists only once the library has loaded: the class is made here.
    class TextOverlay extends google.maps.OverlayView {
      onAdd() {
        this.getPanes()?.floatPane.appendChild(element)
      }
      draw() {
        const point = this.getProjection()?.fromLatLngToDivPixel(at)
        if (!point) return
        element.style.left = `${point.x}px`
        element.style.top = `${point.y}px`
      }
      onRemove() {
        element.remove()
      }
    }
    const overlay = new TextOverlay()
    overlay.setMap(map)
    setContainer(element)
    return () => {
      overlay.setMap(null)
      setContainer(null)
    }
  }, [map, at, text])
  return container ? createPortal(<div className="map-overlay-text">{text}</div>, container) : null
}

/** The route (the original's GMaps `drawRoute`): DirectionsService, drawn in the stroke style. */
function Route({ config }: { config: MapConfig }) {
  const map = useMap()
  const routes = useMapsLibrary('routes')
  const { origin, destination, travelMode } = config.route
  useEffect(() => {
    if (!map || !routes || !origin || !destination) return
    const renderer = new routes.DirectionsRenderer({
      map,
      suppressMarkers: false,
      polylineOptions: {
        strokeColor: config.stroke.color,
        strokeOpacity: config.stroke.opacity,
        strokeWeight: config.stroke.weight,
      },
    })
    let live = true
    new routes.DirectionsService()
      .route(
        {
          origin,
          destination,
          travelMode: travelMode.toUpperCase() as google.maps.TravelMode,
        },
        (result, status) => {
          if (live && status === 'OK' && result) renderer.setDirections(result)
        },
      )
      // No route found: the map stays without one (the caption links to directions anyway).
      .catch(() => undefined)
    return () => {
      live = false
      renderer.setMap(null)
    }
  }, [map, routes, origin, destination, travelMode, config.stroke])
  return null
}

/** The panorama type: Street View at its coordinates, in place of a map. */
function Panorama({
  config,
  label,
  onReady,
}: {
  config: MapConfig
  label: string
  onReady: () => void
}) {
  const streetView = useMapsLibrary('streetView')
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!streetView || !ref.current) return
    const panorama = new streetView.StreetViewPanorama(ref.current, {
      position: config.panorama,
      pov: { heading: 0, pitch: 0 },
      zoomControl: config.controls.zoom,
      fullscreenControl: config.controls.fullscreen,
      scrollwheel: config.controls.scrollZoom,
    })
    onReady()
    return () => panorama.setVisible(false)
  }, [streetView, config, onReady])
  return <div ref={ref} className="map-google" role="region" aria-label={label} />
}

function markersOf(config: MapConfig): PlacedMarker[] {
  switch (config.type) {
    case 'basic':
      return config.addressType === 'coordinates'
        ? [{ ...config.center, ...config.marker, color: null }]
        : []
    case 'marker':
    case 'polyline':
    case 'routes':
      return config.markers
    default:
      return []
  }
}

function Drawing({
  config,
  label,
  onReady,
  onAbsent,
}: { config: MapConfig; label: string } & Callbacks) {
  const status = useApiLoadingStatus()
  const failed =
    status === APILoadingStatus.FAILED ||
    status === APILoadingStatus.AUTH_FAILURE ||
    (status === APILoadingStatus.LOADED && !mapsLibraryPresent())
  const loaded = status === APILoadingStatus.LOADED && !failed
  useEffect(() => {
    if (failed) onAbsent()
    // Drawn once the library is there (a panorama tells its own).
    else if (loaded && config.type !== 'panorama') onReady()
  }, [failed, loaded, onAbsent, onReady, config.type])
  const styles = useMemo(() => {
    const theme = parseMapTheme(config.theme)
    return theme.ok && theme.styles ? (theme.styles as google.maps.MapTypeStyle[]) : undefined
  }, [config.theme])

  if (!loaded) return null
  if (config.type === 'panorama')
    return <Panorama config={config} label={label} onReady={onReady} />

  const path = config.points.map(({ lat, lng }) => ({ lat, lng }))
  const stroke = config.stroke
  return (
    <div className="map-google" role="region" aria-label={label}>
      <GoogleMapView
        defaultCenter={mapFocusOf(config)}
        defaultZoom={config.zoom}
        styles={styles}
        streetViewControl={config.controls.streetView}
        mapTypeControl={config.controls.mapType}
        zoomControl={config.controls.zoom}
        fullscreenControl={config.controls.fullscreen}
        scrollwheel={config.controls.scrollZoom}
        style={{ width: '100%', height: '100%' }}
      >
        {markersOf(config).map((marker, i) => (
          <PlacedMarkerView key={i} marker={marker} />
        ))}
        {config.type === 'basic' && config.addressType === 'address' ? (
          <GeocodedMarker config={config} />
        ) : null}
        {config.type === 'polyline' && path.length >= 2 ? (
          <Polyline
            path={path}
            strokeColor={stroke.color}
            strokeOpacity={stroke.opacity}
            strokeWeight={stroke.weight}
          />
        ) : null}
        {config.type === 'polygon' && path.length >= 3 ? (
          <Polygon
            paths={[path]}
            strokeColor={stroke.color}
            strokeOpacity={stroke.opacity}
            strokeWeight={stroke.weight}
            fillColor={stroke.fillColor}
            fillOpacity={stroke.fillOpacity}
          />
        ) : null}
        {config.type === 'overlay' ? (
          <Overlay at={config.center} text={config.overlayContent} />
        ) : null}
        {config.type === 'routes' ? <Route config={config} /> : null}
      </GoogleMapView>
    </div>
  )
}

export function GoogleMap({
  config,
  apiKey,
  locale,
  labels,
  onReady,
  onAbsent,
}: MapWidgetProps & Callbacks) {
  if (!apiKey) return null
  return (
    <APIProvider
      apiKey={apiKey}
      language={locale}
      region="GE"
      // No usage tracking parameters of the library's own.
      solutionChannel=""
      disableUsageAttribution
      onError={onAbsent}
    >
      <Drawing config={config} label={labels.map} onReady={onReady} onAbsent={onAbsent} />
    </APIProvider>
  )
}
