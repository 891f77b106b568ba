'use client'

/**
 * The map's script: waits until the map is near the viewport, then draws it into the map element
 * the server rendered. Without a key, Leaflet with the site's tile server; with one, first a
 * consent prompt, then Google's map (remembered per site: ./consent.ts). Each provider is a chunk
 * of its own, fetched only when it draws.
 */
import dynamic from 'next/dynamic'
import {
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'

import { MapErrorBoundary } from '@/lib/map-error-boundary.client'
import { LAZY_LOAD_MARGIN_PX } from '@/shared/constants'

import { hasMapsConsent, MAPS_CONSENT_EVENT, rememberMapsConsent } from './consent'
import type { MapState, MapWidgetProps } from './widget-types'

const LeafletMap = dynamic(() => import('./LeafletMap.client').then((m) => m.LeafletMap), {
  ssr: false,
})
const GoogleMap = dynamic(() => import('./GoogleMap.client').then((m) => m.GoogleMap), {
  ssr: false,
})

/** Maps start loading as they come within the lazy sections' margin of the viewport. */
const NEAR_VIEWPORT = `${LAZY_LOAD_MARGIN_PX}px`

function subscribeConsent(onChange: () => void) {
  window.addEventListener(MAPS_CONSENT_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(MAPS_CONSENT_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

const storage = () => {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function useMapsConsent(): [boolean, () => void] {
  const stored = useSyncExternalStore(
    subscribeConsent,
    () => hasMapsConsent(storage()),
    () => false,
  )
  // Agreed in this page even when the browser cannot remember it.
  const [agreed, setAgreed] = useState(false)
  const agree = useCallback(() => {
    rememberMapsConsent(storage())
    setAgreed(true)
    window.dispatchEvent(new Event(MAPS_CONSENT_EVENT))
  }, [])
  return [stored || agreed, agree]
}

function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  // A browser without IntersectionObserver draws the map at once. (Rendered in the browser only.)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, near])
  return near
}

export function MapWidget(props: MapWidgetProps) {
  const { provider, labels, config } = props
  const rootRef = useRef<HTMLDivElement>(null)
  const near = useNearViewport(rootRef)
  const [consented, agree] = useMapsConsent()
  const [drawn, setDrawn] = useState<'pending' | 'ready' | 'absent'>('pending')
  const [fullscreen, setFullscreen] = useState(false)

  const needsConsent = provider === 'google' && !consented
  const state: MapState =
    drawn === 'absent'
      ? 'absent'
      : needsConsent
        ? 'consent'
        : drawn === 'ready'
          ? 'ready'
          : near
            ? 'loading'
            : 'waiting'

  // The map element (the server's, with the data attributes) shows the state to the styles.
  useEffect(() => {
    rootRef.current?.parentElement?.setAttribute('data-map-state', state)
  }, [state])

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === rootRef.current)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])

  const onReady = useCallback(() => setDrawn('ready'), [])

  // The consent button is gone once pressed: the focus moves on to the map it asked for.
  const focusWhenReady = useRef(false)
  useEffect(() => {
    if (state !== 'ready' || !focusWhenReady.current) return
    focusWhenReady.current = false
    rootRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus()
  }, [state])

  // "The map does nothing if the maps library is absent" (spec section 8): the element is left
  // with what the server rendered.
  const onAbsent = useCallback(() => setDrawn('absent'), [])

  // An empty, hidden canvas: it still marks the element `absent` for the styles.
  if (drawn === 'absent') return <div ref={rootRef} className="map-canvas" hidden />

  const toggleFullscreen = () => {
    const root = rootRef.current
    if (!root) return
    if (document.fullscreenElement) void document.exitFullscreen()
    else void root.requestFullscreen?.()
  }
  // Google's map has its own full-screen button; Leaflet has none.
  const ownFullscreen =
    provider === 'leaflet' &&
    config.controls.fullscreen &&
    config.type !== 'static' &&
    typeof document !== 'undefined' &&
    document.fullscreenEnabled

  return (
    <div ref={rootRef} className="map-canvas">
      {needsConsent ? (
        <div className="map-consent">
          <p>{labels.consentText}</p>
          <button
            type="button"
            className="button button-primary map-consent-button"
            onClick={() => {
              focusWhenReady.current = true
              agree()
            }}
          >
            {labels.consentButton}
          </button>
          <p className="map-consent-note">{labels.consentRemember}</p>
        </div>
      ) : near ? (
        <MapErrorBoundary onError={onAbsent}>
          {provider === 'leaflet' ? (
            <LeafletMap {...props} onReady={onReady} />
          ) : (
            <GoogleMap {...props} onReady={onReady} onAbsent={onAbsent} />
          )}
        </MapErrorBoundary>
      ) : null}
      {state === 'loading' ? (
        <p className="map-loading" role="status">
          {labels.loading}
        </p>
      ) : null}
      {ownFullscreen && drawn === 'ready' ? (
        <button
          type="button"
          className="map-fullscreen-button"
          aria-pressed={fullscreen}
          aria-label={fullscreen ? labels.exitFullscreen : labels.fullscreen}
          title={fullscreen ? labels.exitFullscreen : labels.fullscreen}
          onClick={toggleFullscreen}
        >
          {/* Corners pointing out (to full screen) or in (back): drawn, no font needed. */}
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d={
                fullscreen
                  ? 'M6 1v5H1M10 1v5h5M6 15v-5H1M10 15v-5h5'
                  : 'M1 6V1h5M15 6V1h-5M1 10v5h5M15 10v5h-5'
              }
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
        </button>
      ) : null}
    </div>
  )
}
