/**
 * The features' public pages as the core asks for them (src/features/app-registry.ts): the sitemap's
 * paths and site search's documents come from each feature's own `sitemap` and `search` source,
 * handed the caller's Payload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { featureSearchDocuments, featureSitemapPaths } from '@/features/app-registry'

import { createEvent } from '../events/helpers'
import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

describe.each(databaseKinds)("the features' public pages on %s", (kind) => {
  let t: TestPayload
  let eventSlug = ''

  beforeAll(async () => {
    t = await startPayload(kind)
    const p = t.payload
    const district = await p.create({
      collection: 'property-districts',
      locale: 'ka',
      data: { title: 'ვაკე', slug: 'vake', city: 'tbilisi' },
    })
    await p.update({
      collection: 'property-districts',
      id: district.id,
      locale: 'en',
      data: { title: 'Vake' },
    })
    const type = await p.create({
      collection: 'property-types',
      data: { title: 'ბინა', slug: 'flat' },
    })
    const property = await p.create({
      collection: 'properties',
      locale: 'ka',
      data: {
        title: 'ბინა ვაკეში',
        slug: 'flat-in-vake',
        dealType: 'sale',
        status: 'available',
        propertyType: type.id,
        district: district.id,
        priceGel: 100_000,
        address: 'ჭავჭავაძის გამზირი 1',
        description: 'ნათელი ბინა პარკთან.',
        _status: 'published',
      },
    })
    await p.update({
      collection: 'properties',
      id: property.id,
      locale: 'en',
      data: {
        title: 'A flat in Vake',
        description: 'A bright flat by the park.',
        _status: 'published',
      },
    })
    eventSlug = (await createEvent(p, { title: 'სემინარი', slug: 'seminar' })).slug!
    const category = await p.create({
      collection: 'portfolio-categories',
      locale: 'ka',
      data: { title: 'რემონტი', slug: 'renovations' },
    })
    await p.create({
      collection: 'portfolio',
      locale: 'ka',
      data: {
        title: 'რემონტი სოლოლაკში',
        slug: 'sololaki-renovation',
        categories: [category.id],
        location: { address: 'სოლოლაკი' },
        summary: 'ისტორიული ბინა.',
        _status: 'published',
      },
    })
  }, 120_000)

  afterAll(async () => {
    await t?.cleanup()
  })

  it('lists the events page, each event, each property, the portfolio and each project for the sitemap', async () => {
    const paths = (await featureSitemapPaths(t.payload)).map((p) => p.path)
    expect(paths).toEqual([
      '/events',
      `/events/${eventSlug}`,
      '/properties/flat-in-vake',
      '/portfolio',
      '/portfolio/sololaki-renovation',
    ])
  })

  it("gives site search each event and property in the locale's language", async () => {
    const ka = await featureSearchDocuments(t.payload, 'ka')
    expect(ka).toEqual([
      {
        id: expect.any(Number),
        date: expect.any(String),
        url: '/events/seminar',
        title: 'სემინარი',
        text: 'თბილისი\nშესავალი\nტექსტი',
        locale: 'ka',
        kind: 'event',
      },
      {
        id: expect.any(Number),
        date: expect.any(String),
        url: '/properties/flat-in-vake',
        title: 'ბინა ვაკეში',
        text: 'ჭავჭავაძის გამზირი 1\nვაკე\nბინა\nნათელი ბინა პარკთან.',
        locale: 'ka',
        kind: 'property',
      },
      {
        id: expect.any(Number),
        date: expect.any(String),
        url: '/portfolio/sololaki-renovation',
        title: 'რემონტი სოლოლაკში',
        text: 'სოლოლაკი\nრემონტი\nისტორიული ბინა.',
        locale: 'ka',
        kind: 'portfolio',
      },
    ])
    const en = await featureSearchDocuments(t.payload, 'en')
    expect(en.find((d) => d.kind === 'property')).toMatchObject({
      url: '/en/properties/flat-in-vake',
      title: 'A flat in Vake',
      text: expect.stringContaining('Vake\n'),
      locale: 'en',
    })
    expect(en.find((d) => d.kind === 'property')!.text).toContain('A bright flat by the park.')
  })
})
