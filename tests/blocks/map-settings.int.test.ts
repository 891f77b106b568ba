/**
 * Site settings → Maps (issue 29): the Google Maps key is read and changed by admins only through
 * the API (visitors, anonymous callers and editors never see it there), while the site's own
 * rendering (the Local API, as the map block reads it) gets it; the tile server defaults to
 * OpenStreetMap's.
 */
import { createLocalReq, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readMapSettings } from '@/lib/map-settings'
import { OSM_ATTRIBUTION, OSM_TILE_URL } from '@/lib/map-tiles'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const KEY = 'AIzaSyTEST_key-0123456789abcdefghijklm'

describe.each(databaseKinds)('map settings on %s', (kind) => {
  let t: TestPayload
  let adminReq: PayloadRequest
  let editorReq: PayloadRequest

  beforeAll(async () => {
    t = await startPayload(kind)
    const user = (role: 'admin' | 'editor') =>
      t.payload.create({
        collection: 'users',
        data: { email: `${role}@sakhli.test`, password: `${role}-password-1`, name: role, role },
      })
    adminReq = await createLocalReq(
      { user: { ...(await user('admin')), collection: 'users' } },
      t.payload,
    )
    editorReq = await createLocalReq(
      { user: { ...(await user('editor')), collection: 'users' } },
      t.payload,
    )
    await t.payload.updateGlobal({
      slug: 'site-settings',
      data: { siteName: 'Sakhli', maps: { googleMapsApiKey: KEY } },
      req: adminReq,
      overrideAccess: false,
    })
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('keeps the key from anonymous and editors’ API reads, and shows it to admins', async () => {
    const read = (req?: PayloadRequest) =>
      t.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, req })
    const anonymous = await read()
    expect(anonymous.maps?.googleMapsApiKey).toBeUndefined()
    expect(anonymous.maps?.tileUrl).toBe(OSM_TILE_URL)
    expect((await read(editorReq)).maps?.googleMapsApiKey).toBeUndefined()
    expect((await read(adminReq)).maps?.googleMapsApiKey).toBe(KEY)
  })

  it('lets no editor change it', async () => {
    await t.payload.updateGlobal({
      slug: 'site-settings',
      data: { maps: { googleMapsApiKey: 'AIzaSyEDITOR_key-0123456789abcdefghijk' } },
      req: editorReq,
      overrideAccess: false,
    })
    const stored = await t.payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(stored.maps?.googleMapsApiKey).toBe(KEY)
  })

  it('refuses a key or a tile address that could never work', async () => {
    await expect(
      t.payload.updateGlobal({
        slug: 'site-settings',
        data: { maps: { googleMapsApiKey: 'not a key', tileUrl: 'ftp://tiles/{z}/{x}/{y}' } },
        req: adminReq,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/Google Maps API key|tile address/)
  })

  it('gives the map block the key and the tile server (the Local API, as pages read)', async () => {
    expect(await readMapSettings(t.payload, 'ka')).toEqual({
      googleMapsApiKey: KEY,
      tiles: {
        url: OSM_TILE_URL,
        attribution: OSM_ATTRIBUTION,
        attributionUrl: 'https://www.openstreetmap.org/copyright',
      },
    })
  })
})
