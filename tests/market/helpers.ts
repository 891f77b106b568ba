import type { Payload } from 'payload'

import { issueAjaxNonce } from '@/lib/compat/ajax-dispatcher'

export const context = { disableRevalidate: true }

export async function createDistrict(payload: Payload, slug: string, ka: string, en: string) {
  const doc = await payload.create({
    collection: 'property-districts',
    locale: 'ka',
    data: { title: ka, slug, city: 'tbilisi' },
    context,
  })
  await payload.update({
    collection: 'property-districts',
    id: doc.id,
    locale: 'en',
    data: { title: en },
    context,
  })
  return doc.id
}

let counter = 0
const types = new WeakMap<Payload, number>()

/** The property type every test listing has (a listing requires one). */
async function flatType(payload: Payload): Promise<number> {
  let id = types.get(payload)
  if (id === undefined) {
    const doc = await payload.create({
      collection: 'property-types',
      locale: 'ka',
      data: { title: 'ბინა', slug: 'flat' },
      context,
    })
    id = doc.id
    types.set(payload, id)
  }
  return id
}

export async function createListing(
  payload: Payload,
  data: {
    district: number
    dealType?: 'sale' | 'rent'
    priceGel?: number | null
    area?: number | null
    status?: 'available' | 'reserved' | 'sold'
    _status?: 'published' | 'draft'
  },
) {
  counter += 1
  return payload.create({
    collection: 'properties',
    locale: 'ka',
    data: {
      title: `ბინა ${counter}`,
      slug: `market-flat-${counter}-${Date.now()}`,
      dealType: 'sale',
      status: 'available',
      _status: 'published',
      propertyType: await flatType(payload),
      ...data,
    },
    context,
  })
}

/** An admin-ajax GET as the theme's scripts send it (`?action=…&indexes=…&security=…`). */
export function ajaxGet(action: string, fields: Record<string, string>, token?: string) {
  const security = token ?? issueAjaxNonce(action)!.nonce
  const query = new URLSearchParams({ action, security, ...fields })
  return new Request(`http://localhost/wp-admin/admin-ajax.php?${query}`, {
    method: 'GET',
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' },
  })
}
