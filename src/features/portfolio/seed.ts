/**
 * Demo portfolio: eight completed projects with locally drawn pictures, Georgian with English.
 * The content is `./seed-data.ts`; this loads it.
 */
import type { Payload } from 'payload'

import { uploadIllustration } from '@/lib/seed-kit/images'

import { categories, galleryPhotos, projects } from './seed-data'

const context = { disableRevalidate: true }

export async function seedPortfolio(payload: Payload): Promise<void> {
  const categoryIds = new Map<string, number>()
  for (const c of categories) {
    const doc = await payload.create({
      collection: 'portfolio-categories',
      locale: 'ka',
      data: { title: c.title.ka, slug: c.slug },
      context,
    })
    await payload.update({
      collection: 'portfolio-categories',
      id: doc.id,
      locale: 'en',
      data: { title: c.title.en },
      context,
    })
    categoryIds.set(c.slug, doc.id)
  }
  const shared: number[] = []
  for (const photo of galleryPhotos) shared.push(await uploadIllustration(payload, photo))
  for (const [i, p] of projects.entries()) {
    const cover = await uploadIllustration(payload, {
      motif: p.motif,
      hue: (i * 53 + 17) % 360,
      name: `portfolio-${p.slug}.jpg`,
      alt: p.title,
    })
    const doc = await payload.create({
      collection: 'portfolio',
      locale: 'ka',
      data: {
        title: p.title.ka,
        slug: p.slug,
        categories: [categoryIds.get(p.category)!],
        featuredImage: cover,
        gallery: [cover, shared[i % shared.length]!, shared[(i + 1) % shared.length]!],
        year: p.year,
        location: { address: p.address.ka, latitude: p.lat, longitude: p.lng },
        summary: p.summary.ka,
        caseStudy: p.caseStudy.ka,
        clientQuote: { quote: p.quote.ka, clientName: p.client.ka },
        _status: 'published',
      },
      context,
    })
    await payload.update({
      collection: 'portfolio',
      id: doc.id,
      locale: 'en',
      data: {
        title: p.title.en,
        location: { address: p.address.en },
        summary: p.summary.en,
        caseStudy: p.caseStudy.en,
        clientQuote: { quote: p.quote.en, clientName: p.client.en },
        _status: 'published',
      },
      context,
    })
  }
}
