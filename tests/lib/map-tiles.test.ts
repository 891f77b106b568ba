/** Site settings → Maps: the tile server template, the Google key's form and their defaults. */
import { describe, expect, it } from 'vitest'

import {
  isTileUrlTemplate,
  mapSettingsOf,
  OSM_ATTRIBUTION,
  OSM_ATTRIBUTION_URL,
  OSM_TILE_URL,
  validateGoogleMapsKey,
  validateTileUrl,
} from '@/lib/map-tiles'

describe('tile server template', () => {
  it.each([
    OSM_TILE_URL,
    'https://{s}.tile.example.ge/{z}/{x}/{y}{r}.png',
    'http://127.0.0.1:4173/tiles/{z}/{x}/{y}.png',
    'http://localhost/tiles/{z}/{x}/{y}.png',
    '/map-tiles/{z}/{x}/{y}.png',
  ])('takes %s', (url) => {
    expect(isTileUrlTemplate(url)).toBe(true)
    expect(validateTileUrl(url)).toBe(true)
  })

  it.each([
    'http://tile.example.ge/{z}/{x}/{y}.png',
    '//tile.example.ge/{z}/{x}/{y}.png',
    'https://tile.example.ge/{z}/{x}.png',
    'https://tile.example.ge/{z}/{x}/{y}.png?k={apikey}',
    'https://tile.example.ge/{z}/{x}/{y}.png" onerror="alert(1)',
    'javascript:alert(1)//{z}/{x}/{y}',
    'https://tile.example.ge/{z}/{x}/{y} .png',
  ])('refuses %s', (url) => {
    expect(isTileUrlTemplate(url)).toBe(false)
    expect(validateTileUrl(url)).toMatch(/\{z\}, \{x\} and \{y\}/)
  })

  it('leaves an empty field to the default', () => {
    expect(validateTileUrl('')).toBe(true)
    expect(validateTileUrl(null)).toBe(true)
  })
})

describe('Google Maps key', () => {
  it('is letters, digits, - and _', () => {
    expect(validateGoogleMapsKey('AIzaSyA-abcdefghijklmnopqrstuvwxyz0123_')).toBe(true)
    expect(validateGoogleMapsKey('')).toBe(true)
    expect(validateGoogleMapsKey('AIza key with spaces')).not.toBe(true)
    expect(validateGoogleMapsKey('short')).not.toBe(true)
    expect(validateGoogleMapsKey('AIzaSyA"><script>alert(1)</script>')).not.toBe(true)
  })
})

describe('map settings', () => {
  it('nothing stored: no key, OpenStreetMap with its attribution', () => {
    expect(mapSettingsOf(null)).toEqual({
      googleMapsApiKey: null,
      tiles: {
        url: OSM_TILE_URL,
        attribution: OSM_ATTRIBUTION,
        attributionUrl: OSM_ATTRIBUTION_URL,
      },
    })
    expect(mapSettingsOf({ googleMapsApiKey: '   ', tileUrl: '' }).googleMapsApiKey).toBeNull()
  })

  it('a key and a tile server of the site’s own, with their attribution', () => {
    const settings = mapSettingsOf({
      googleMapsApiKey: ' AIzaSyA-abcdefghijklmnopqrstuvwxyz0123_ ',
      tileUrl: 'http://127.0.0.1:4173/tiles/{z}/{x}/{y}.png',
      tileAttribution: 'Test tiles',
      tileAttributionUrl: '',
    })
    expect(settings).toEqual({
      googleMapsApiKey: 'AIzaSyA-abcdefghijklmnopqrstuvwxyz0123_',
      tiles: {
        url: 'http://127.0.0.1:4173/tiles/{z}/{x}/{y}.png',
        attribution: 'Test tiles',
        attributionUrl: null,
      },
    })
  })

  it('another server’s tiles never claim OpenStreetMap’s attribution by default', () => {
    expect(mapSettingsOf({ tileUrl: '/tiles/{z}/{x}/{y}.png' }).tiles).toEqual({
      url: '/tiles/{z}/{x}/{y}.png',
      attribution: '',
      attributionUrl: null,
    })
  })

  it('a stored value that no longer passes falls back to the default', () => {
    const settings = mapSettingsOf({
      googleMapsApiKey: 'not a key',
      tileUrl: 'ftp://tiles/{z}/{x}/{y}',
      tileAttributionUrl: 'javascript:alert(1)',
    })
    expect(settings.googleMapsApiKey).toBeNull()
    expect(settings.tiles).toEqual({
      url: OSM_TILE_URL,
      attribution: OSM_ATTRIBUTION,
      attributionUrl: OSM_ATTRIBUTION_URL,
    })
  })
})
