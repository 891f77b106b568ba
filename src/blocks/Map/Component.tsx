/**
 * The map widget (spec sections 2, 3, 4, 7, 8): an element carrying the configuration as the
 * original widget's data attributes, and what every visitor gets without JavaScript: the static
 * image where the type is static and a key is set, the address and a link to open the place (the
 * route, the panorama) in a maps app. The interactive map is drawn into the element by a client
 * chunk that only pages with a map load, after the page is interactive: Leaflet with OpenStreetMap
 * tiles without a key, Google's map after the visitor agrees with one.
 */
import type { CSSProperties } from 'react'

import { getTranslator, type MessageKey } from '@/i18n'
import type { MapBlock as MapBlockData } from '@/payload-types'

import type { BlockProps } from '@/lib/block-kit/types'
import { readMapSettings } from '@/lib/map-settings'

import { mapDataAttributes } from './data-attributes'
import { mapConfigOf, mapProviderFor, type TravelMode } from './map-config'
import { mapsAppUrl, placeLabelOf, placeUrl } from './maps-link'
import { MapWidget } from './MapWidget.lazy'
import { staticMapUrl } from './static-map'

import './map.css'

const TRAVEL_LABELS: Record<TravelMode, MessageKey> = {
  walking: 'mapTravelWalking',
  bicycling: 'mapTravelBicycling',
  driving: 'mapTravelDriving',
}

export async function MapComponent({ block, locale, site }: BlockProps<MapBlockData>) {
  const t = getTranslator(locale)
  const settings = await readMapSettings(site.payload, locale)
  const key = settings.googleMapsApiKey
  const config = mapConfigOf(block)
  const provider = mapProviderFor(config, Boolean(key))
  const place = placeLabelOf(config)
  const image = config.type === 'static' ? staticMapUrl(config, key, locale) : null
  const route = config.type === 'routes' && config.route.origin && config.route.destination
  const linkText = route
    ? t('mapDirections', { mode: t(TRAVEL_LABELS[config.route.travelMode]) })
    : config.type === 'panorama'
      ? t('mapStreetView')
      : t('mapOpenInApp')
  const places = config.type === 'marker' && config.markers.length > 1 ? config.markers : null
  const frameStyle = { '--map-height': `${config.height}px` } as CSSProperties
  return (
    <div className="map-block">
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      <figure className="map-figure">
        <div
          id={`ekit-google-map-${config.id}`}
          className="ekit-google-map map-frame"
          data-map-provider={image ? 'static' : (provider ?? 'none')}
          style={frameStyle}
          {...mapDataAttributes(config, key)}
        >
          {image ? (
            // The Static Maps image is the whole map: no script draws over it.
            // eslint-disable-next-line @next/next/no-img-element -- Google draws it, at this size
            <img
              src={image}
              alt={t('mapLabel', { place })}
              width={config.staticSize.width}
              height={config.staticSize.height}
              loading="lazy"
              decoding="async"
              className="map-static-image"
            />
          ) : null}
          {provider ? (
            <MapWidget
              provider={provider}
              config={config}
              apiKey={provider === 'google' ? key : null}
              tiles={settings.tiles}
              locale={locale}
              labels={{
                map: t('mapInteractiveLabel', { place }),
                consentText: t('mapConsentText'),
                consentButton: t('mapConsentButton'),
                consentRemember: t('mapConsentRemember'),
                fullscreen: t('mapFullscreen'),
                exitFullscreen: t('mapExitFullscreen'),
                loading: t('loading'),
              }}
            />
          ) : null}
        </div>
        <figcaption className="map-caption">
          {config.address ? <span className="map-address">{config.address}</span> : null}
          {places ? (
            // A markers map names each of its places, each with its own link.
            <ul className="map-places">
              {places.map((marker, i) => (
                <li key={i}>
                  {marker.title ? <strong>{marker.title}</strong> : null}
                  {marker.content ? <span className="map-place-text">{marker.content}</span> : null}
                  <a className="map-app-link" href={placeUrl(marker)} rel="noopener">
                    {t('mapOpenInApp')}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <a className="map-app-link" href={mapsAppUrl(config)} rel="noopener">
              {linkText}
            </a>
          )}
        </figcaption>
      </figure>
    </div>
  )
}
