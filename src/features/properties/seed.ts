/**
 * Demo properties: 24 listings in Tbilisi, Batumi and Bakuriani, Georgian with
 * English, each with a locally drawn cover and shared interior photos. The content is
 * `./seed-data.ts`; this loads it.
 */
import type { Payload } from 'payload'

import type { ImageMotif } from '@/lib/seed-kit/types'
import { seedPage } from '@/lib/seed-kit/documents'
import { uploadIllustration } from '@/lib/seed-kit/images'

import { seedEnquiryForm } from './enquiry-form'

import {
  address,
  agents,
  coverMotif,
  description,
  districts,
  GEL_PER_USD,
  interiorPhotos,
  propertiesPage,
  propertiesPageLayout,
  rows,
  title,
  types,
} from './seed-data'

type L10n = { ka: string; en: string }
const context = { disableRevalidate: true }

const upload = (payload: Payload, motif: ImageMotif, hue: number, name: string, alt: L10n) =>
  uploadIllustration(payload, { motif, hue, name, alt })

export async function seedProperties(payload: Payload): Promise<void> {
  const districtIds = new Map<string, number>()
  for (const d of districts) {
    const doc = await payload.create({
      collection: 'property-districts',
      locale: 'ka',
      data: { title: d.title.ka, slug: d.slug, city: d.city },
      context,
    })
    await payload.update({
      collection: 'property-districts',
      id: doc.id,
      locale: 'en',
      data: { title: d.title.en },
      context,
    })
    districtIds.set(d.slug, doc.id)
  }
  const typeIds = new Map<string, number>()
  for (const t of types) {
    const doc = await payload.create({
      collection: 'property-types',
      locale: 'ka',
      data: { title: t.title.ka, slug: t.slug },
      context,
    })
    await payload.update({
      collection: 'property-types',
      id: doc.id,
      locale: 'en',
      data: { title: t.title.en },
      context,
    })
    typeIds.set(t.slug, doc.id)
  }
  const interiors: number[] = []
  for (const { motif, hue, name, alt } of interiorPhotos) {
    interiors.push(await upload(payload, motif, hue, name, alt))
  }
  for (const [i, row] of rows.entries()) {
    const [districtSlug, type, dealType, rooms, area, floor, priceGel, status] = row
    const district = districts.find((d) => d.slug === districtSlug)!
    const name = title(row)
    const text = description(row, district.title)
    const cover = await upload(
      payload,
      coverMotif(type, district.city),
      (i * 47) % 360,
      `property-${i + 1}.jpg`,
      name,
    )
    const slug = `${districtSlug}-${type}-${i + 1}`
    const agent = agents[i % agents.length]!
    const doc = await payload.create({
      collection: 'properties',
      locale: 'ka',
      data: {
        title: name.ka,
        slug,
        description: text.ka,
        address: address(i, district.title).ka,
        gallery: [cover, interiors[i % 2]!],
        dealType,
        status,
        priceGel,
        priceUsd: Math.round(priceGel / GEL_PER_USD / 100) * 100,
        area,
        rooms,
        floor,
        district: districtIds.get(districtSlug)!,
        propertyType: typeIds.get(type)!,
        // Spread around the district's centre so the map pins do not overlap.
        location: {
          latitude: Number((district.lat + ((i % 5) - 2) * 0.0012).toFixed(6)),
          longitude: Number((district.lng + ((i % 3) - 1) * 0.0015).toFixed(6)),
        },
        agent: { name: agent.name.ka, phone: agent.phone, email: agent.email },
        _status: 'published',
      },
      context,
    })
    await payload.update({
      collection: 'properties',
      id: doc.id,
      locale: 'en',
      data: {
        title: name.en,
        description: text.en,
        address: address(i, district.title).en,
        agent: { name: agent.name.en },
        _status: 'published',
      },
      context,
    })
  }
}

/** `/properties`: an editors' page with the filters and the loop grid of all listings. */
export async function seedPropertiesPage(payload: Payload): Promise<void> {
  // The property pages' enquiry form, named in the site settings (written before the features).
  const form = await seedEnquiryForm(payload)
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { propertyEnquiryForm: form },
    context,
  })
  await seedPage(payload, {
    slug: 'properties',
    title: propertiesPage.title,
    layout: propertiesPageLayout,
    description: propertiesPage.description,
  })
}
