/**
 * The property list and page against a real database (SQLite and PostgreSQL): the grid's ranges
 * and order read from the address and applied to the index, the heading that says what the list
 * holds, the front's canonical address for the page's grid, similar listings, and the enquiry
 * form whose mail names the listing (`[_post_title]`, `[_post_url]`) from its container post,
 * a page of the same id notwithstanding. Listings have drafts: visitors' lists, pages, sitemap,
 * search and similar cards read published ones; an editor's preview reads the latest draft. The
 * page shows the listing's agent (the office's phone when the agent has none) and the enquiry form
 * the site settings name.
 */
import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'
import { postFeedback, validSubmission } from '../contact-forms/helpers'

const current = vi.hoisted(() => ({ payload: undefined as Payload | undefined }))
vi.mock('@/data/payload', () => ({
  getPayloadClient: async () => current.payload,
  getDraftViewer: async () => null,
  isDraftMode: async () => false,
}))

const { resolveGrid } = await import('@/features/loop-grid/server/grid')
const { LoopGridContent } = await import('@/features/loop-grid/components/LoopGridContent')
const { loopQueryNormaliser } = await import('@/features/loop-grid/server/loop-query')
const { findSimilarProperties, listPropertySlugs } = await import(
  '@/features/properties/server/queries'
)
const { propertySearchDocuments } = await import('@/features/properties/server/search')
const { seedEnquiryForm } = await import('@/features/properties/enquiry-form')
const { PropertyPage } = await import('@/features/properties/views/PropertyPage')

const idsIn = (html: string) =>
  [...html.matchAll(/data-property-id="(\d+)"/g)].map((m) => Number(m[1]))

describe.each(databaseKinds)('property listings on %s', (kind) => {
  let t: TestPayload
  const ids: Record<string, number> = {}
  const grid = {
    blockType: 'loopGrid' as const,
    source: 'properties' as const,
    perPage: 10,
    widgetId: 'grid1',
  }

  beforeAll(async () => {
    t = await startPayload(kind)
    current.payload = t.payload
    const p = t.payload
    const district = async (slug: string, title: string, city: 'tbilisi' | 'batumi') => {
      const doc = await p.create({
        collection: 'property-districts',
        locale: 'ka',
        data: { title, slug, city },
      })
      await p.update({
        collection: 'property-districts',
        id: doc.id,
        locale: 'en',
        data: { title },
      })
      return doc.id
    }
    const type = async (slug: string, ka: string, en: string) => {
      const doc = await p.create({
        collection: 'property-types',
        locale: 'ka',
        data: { title: ka, slug },
      })
      await p.update({
        collection: 'property-types',
        id: doc.id,
        locale: 'en',
        data: { title: en },
      })
      return doc.id
    }
    const d = {
      vake: await district('vake', 'Vake', 'tbilisi'),
      vera: await district('vera', 'Vera', 'tbilisi'),
      old: await district('old-batumi', 'Old Batumi', 'batumi'),
    }
    const ty = {
      flat: await type('flat', 'ბინა', 'Flat'),
      house: await type('house', 'სახლი', 'House'),
    }
    // [slug, district, type, deal, price, area, rooms, status], created oldest first.
    const rows: [
      string,
      keyof typeof d,
      keyof typeof ty,
      'sale' | 'rent',
      number | null,
      number,
      number,
      'available' | 'sold',
    ][] = [
      ['a', 'vake', 'flat', 'sale', 520_000, 96, 3, 'available'],
      ['b', 'vera', 'flat', 'sale', 245_000, 58, 2, 'available'],
      ['c', 'vake', 'house', 'sale', 1_450_000, 240, 5, 'available'],
      ['d', 'old', 'flat', 'sale', 310_000, 62, 2, 'available'],
      ['e', 'vera', 'flat', 'rent', 3_500, 75, 2, 'available'],
      ['f', 'vake', 'flat', 'sale', 610_000, 110, 3, 'sold'],
      ['g', 'vera', 'flat', 'sale', null, 70, 2, 'available'],
    ]
    for (const [slug, dk, tk, dealType, priceGel, area, rooms, status] of rows) {
      const doc = await p.create({
        collection: 'properties',
        locale: 'ka',
        data: {
          title: `ბინა ${slug}`,
          slug,
          dealType,
          status,
          district: d[dk],
          propertyType: ty[tk],
          priceGel,
          area,
          rooms,
          _status: 'published',
        },
      })
      await p.update({
        collection: 'properties',
        id: doc.id,
        locale: 'en',
        data: { title: `Listing ${slug}`, _status: 'published' },
      })
      ids[slug] = doc.id
      // Distinct creation times: the list's own order is newest first.
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    await p.create({
      collection: 'pages',
      locale: 'ka',
      data: {
        title: 'უძრავი ქონება',
        slug: 'properties',
        _status: 'published',
        layout: [
          { blockType: 'taxonomyFilter', selectedTaxonomy: 'district', logicalJoin: 'OR' },
          grid,
        ],
      },
    })
  }, 180_000)

  afterAll(async () => {
    await t?.cleanup()
  })

  const render = async (query: string, locale: 'ka' | 'en' = 'en') => {
    const search = new URLSearchParams(query)
    const state = await resolveGrid(t.payload, {
      block: grid,
      widgetId: 'grid1',
      locale,
      filters: {},
      page: 1,
      baseUrl: '/en/properties',
      search,
    })
    const html = renderToStaticMarkup(createElement(LoopGridContent, { state }))
    return { state, html, order: idsIn(html) }
  }

  it('lists newest first, and narrows by price, area and rooms ranges', async () => {
    const all = await render('')
    expect(all.order).toEqual(['g', 'f', 'e', 'd', 'c', 'b', 'a'].map((s) => ids[s]))
    expect(all.state.summary).toBe('7 listings')
    const priced = await render(
      'e-filter-grid1-price_min=200000&e-filter-grid1-price_max=600000&e-filter-grid1-rooms_min=2',
    )
    // g has no price: outside any price range.
    expect(priced.order).toEqual(['d', 'b', 'a'].map((s) => ids[s]))
    expect(priced.html).toContain('<h2 class="loop-grid-count" data-total="3">')
    expect(priced.state.summary).toBe('3 listings from 200,000 ₾ to 600,000 ₾, 2+ rooms')
    const area = await render('e-filter-grid1-area_max=70&e-filter-grid1-area_min=60')
    expect(area.order).toEqual(['g', 'd'].map((s) => ids[s]))
  })

  it('sorts by price up and down and by area, figures missing last', async () => {
    expect((await render('e-filter-grid1-sort=price_asc')).order).toEqual(
      ['e', 'b', 'd', 'a', 'f', 'c', 'g'].map((s) => ids[s]),
    )
    expect((await render('e-filter-grid1-sort=price_desc')).order).toEqual(
      ['c', 'f', 'a', 'd', 'b', 'e', 'g'].map((s) => ids[s]),
    )
    expect((await render('e-filter-grid1-sort=area_desc')).order).toEqual(
      ['c', 'f', 'a', 'e', 'g', 'd', 'b'].map((s) => ids[s]),
    )
    // An unknown order is the list's own.
    expect((await render('e-filter-grid1-sort=cheapest')).order).toEqual((await render('')).order)
  })

  it('names the filter in the heading, in both languages', async () => {
    const state = await resolveGrid(t.payload, {
      block: grid,
      widgetId: 'grid1',
      locale: 'en',
      filters: {
        district: { terms: ['vake', 'vera'], exclude: [], join: 'OR' },
        type: { terms: ['flat'], exclude: [], join: 'OR' },
      },
      page: 1,
      baseUrl: '/en/properties',
      search: new URLSearchParams('e-filter-grid1-price_min=100000'),
    })
    expect(state.total).toBe(3)
    expect(state.summary).toBe('3 flats in Tbilisi from 100,000 ₾')
    const ka = await resolveGrid(t.payload, {
      block: grid,
      widgetId: 'grid1',
      locale: 'ka',
      filters: { district: { terms: ['old-batumi'], exclude: [], join: 'OR' } },
      page: 1,
      baseUrl: '/properties',
      search: new URLSearchParams('e-filter-grid1-area_min=500'),
    })
    expect(ka.summary).toBe('0 განცხადება: ბათუმი, 500 მ²-დან. სხვა ფილტრები სცადეთ.')
  })

  it('gives the front one canonical address for the page’s grid', async () => {
    const normalise = await loopQueryNormaliser(t.payload, '/properties')
    expect(normalise).toBeTypeOf('function')
    expect(
      normalise!(
        new URLSearchParams(
          'e-filter-grid1-sort=newest&e-filter-grid1-price_max=100000&e-filter-grid1-price_min=300 000' +
            '&e-filter-grid1-area_min=&e-filter-grid1-district=vake&e-filter-grid1-rooms_min=x',
        ),
      ),
    ).toBe(
      'e-filter-grid1-district=vake&e-filter-grid1-price_max=300000&e-filter-grid1-price_min=100000',
    )
  })

  it('offers similar listings: same deal, type and city first, nearest price, never sold', async () => {
    const a = await t.payload.findByID({ collection: 'properties', id: ids.a!, depth: 1 })
    const similar = await findSimilarProperties(t.payload, a, 'en')
    // b (Tbilisi flat, 245,000) before g (no price); d (Batumi flat) shares the type only; f is
    // sold, e is for rent, c is a house in the same city (tier 1 too, but further in price).
    expect(similar.map((p) => p.id)).toEqual([ids.b, ids.g, ids.d])
    expect(similar[0]!.title).toBe('Listing b')
  })

  it('renders the page on the server: photo links, price per m², the phone, similar cards, the form slot', async () => {
    const media = await t.payload.create({
      collection: 'media',
      data: { alt: 'The living room' },
      file: {
        data: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          'base64',
        ),
        mimetype: 'image/png',
        name: 'room.png',
        size: 68,
      },
    })
    await t.payload.update({ collection: 'properties', id: ids.a!, data: { gallery: [media.id] } })
    await t.payload.updateGlobal({
      slug: 'site-settings',
      data: { siteName: 'Sakhli', contact: { phone: '+995 32 245 67 89' } },
    })
    const slots: number[][] = []
    const html = renderToStaticMarkup(
      await PropertyPage({
        payload: t.payload,
        locale: 'en',
        slug: 'a',
        enquiryForm: ({ formId, containerPostId }) => {
          slots.push([formId, containerPostId])
          return createElement('p', { id: 'form-slot' }, 'form')
        },
      }),
    )
    // The photo links to its full-size file, named for a screen reader, as a lightbox gallery.
    const photo = html.match(/<a [^>]*data-gallery-index="0"[^>]*>/)?.[0] ?? ''
    expect(photo).toMatch(/ href="[^"]+room[^"]*\.(?:png|webp)"/)
    expect(photo).toContain('aria-label="Photo 1 of 1: open full size"')
    expect(photo).toContain('data-lightbox="gallery"')
    // 520,000 ₾ / 96 m².
    expect(html).toContain('5,417 ₾ / m²')
    // No agent of its own: the office's phone.
    expect(html).toContain('href="tel:+995322456789"')
    expect(html).not.toContain('property-agent-name')
    expect(idsIn(html)).toEqual([ids.b, ids.g, ids.d])
    // No enquiry form yet: no slot (the enquiry test below renders it).
    expect(slots).toEqual([])
  })

  it('mails an enquiry with the listing’s title and address, whatever page shares its id', async () => {
    const formId = await seedEnquiryForm(t.payload)
    const slots: number[][] = []
    const renderB = () =>
      PropertyPage({
        payload: t.payload,
        locale: 'ka',
        slug: 'b',
        enquiryForm: ({ formId: form, containerPostId }) => {
          slots.push([form, containerPostId])
          return null
        },
      })
    // A form the site settings do not name is not the enquiry form, whatever its title.
    await renderB()
    expect(slots).toEqual([])
    await t.payload.updateGlobal({ slug: 'site-settings', data: { propertyEnquiryForm: formId } })
    await PropertyPage({
      payload: t.payload,
      locale: 'ka',
      slug: 'b',
      enquiryForm: ({ formId: form, containerPostId }) => {
        slots.push([form, containerPostId])
        return null
      },
    })
    expect(slots).toEqual([[formId, ids.b]])
    // A published page with the listing's id: the Referer says which one the form was on.
    const property = ids.b!
    for (let i = 0; ; i++) {
      const page = await t.payload.create({
        collection: 'pages',
        data: { title: `Page ${i}`, slug: `page-${i}`, _status: 'published' },
      })
      if (page.id >= property) break
    }
    expect(
      (await t.payload.count({ collection: 'pages', where: { id: { equals: property } } }))
        .totalDocs,
    ).toBe(1)
    const send = async (referer: string | null, message: string) => {
      const body = validSubmission(formId, {
        _wpcf7_unit_tag: `wpcf7-f${formId}-p${property}-o1`,
        _wpcf7_container_post: String(property),
        'your-subject': null,
        'privacy-terms': null,
        'your-message': message,
      })
      const response = await postFeedback(
        t.payload,
        formId,
        body,
        referer ? { Referer: referer } : {},
      )
      expect((await response.json()).status).toBe('mail_sent')
      const mail = await t.payload.find({
        collection: 'mail-outbox',
        where: { text: { like: message } },
        depth: 0,
      })
      expect(mail.docs).toHaveLength(1)
      return mail.docs[0]!
    }
    const fromListing = await send(
      'http://localhost:3000/properties/b',
      'გამარჯობა, ბინა ჯერ კიდევ იყიდება?',
    )
    expect(fromListing.subject).toContain('ბინა b')
    expect(fromListing.text).toContain('განცხადება: ბინა b')
    expect(fromListing.text).toMatch(/https?:\/\/[^\s]+\/properties\/b\n/)
    // Without a Referer an id both a page and the listing have names neither.
    const unknown = await send(null, 'შეკითხვა მისამართის გარეშე')
    expect(unknown.text).not.toContain('ბინა b')
    expect(unknown.text).not.toContain('/properties/b')
  })

  it('shows the listing’s agent: name, phone as a tel: link, e-mail sealed', async () => {
    await t.payload.update({
      collection: 'properties',
      id: ids.d!,
      locale: 'ka',
      data: {
        agent: { name: 'ნინო ბერიძე', phone: '+995 599 00 12 01', email: 'nino@sakhli.ge' },
      },
    })
    await t.payload.update({
      collection: 'properties',
      id: ids.d!,
      locale: 'en',
      data: { agent: { name: 'Nino Beridze' } },
    })
    const en = await t.payload.findByID({ collection: 'properties', id: ids.d!, locale: 'en' })
    // The English name leaves the phone and e-mail as they were.
    expect(en.agent).toMatchObject({ name: 'Nino Beridze', phone: '+995 599 00 12 01' })
    const page = async (locale: 'ka' | 'en') =>
      renderToStaticMarkup(await PropertyPage({ payload: t.payload, locale, slug: 'd' }))
    const ka = await page('ka')
    expect(ka).toContain('ნინო ბერიძე')
    expect(ka).toContain('href="tel:+995599001201"')
    // Not the office's.
    expect(ka).not.toContain('tel:+995322456789')
    // The address is never published as itself (components/ProtectedEmail seals it).
    expect(ka).toContain('class="property-agent-email"')
    expect(ka).not.toContain('nino@sakhli.ge')
    expect(await page('en')).toContain('Agent: <strong>Nino Beridze</strong>')
  })

  it('keeps drafts from visitors and shows them in an editor’s preview', async () => {
    // A new listing saved as a draft, and a published one with an unpublished change.
    const draft = await t.payload.create({
      collection: 'properties',
      locale: 'en',
      draft: true,
      data: {
        title: 'Draft listing',
        slug: 'draft-only',
        dealType: 'sale',
        status: 'available',
        district: (await t.payload.findByID({ collection: 'properties', id: ids.b!, depth: 0 }))
          .district as number,
        propertyType: (await t.payload.findByID({ collection: 'properties', id: ids.b!, depth: 0 }))
          .propertyType as number,
        priceGel: 250_000,
        _status: 'draft',
      },
    })
    expect(draft._status).toBe('draft')
    await t.payload.update({
      collection: 'properties',
      id: ids.b!,
      locale: 'en',
      draft: true,
      data: { title: 'Listing b, unpublished change' },
    })

    // Visitors: the grid, the sitemap, search and similar cards know only published listings.
    const all = await render('')
    expect(all.order).not.toContain(draft.id)
    expect(all.state.summary).toBe('7 listings')
    expect((await listPropertySlugs(t.payload)).map((p) => p.slug)).not.toContain('draft-only')
    const search = await propertySearchDocuments(t.payload, 'en')
    expect(search.map((d) => d.title)).not.toContain('Draft listing')
    expect(search.map((d) => d.title)).toContain('Listing b')
    const a = await t.payload.findByID({ collection: 'properties', id: ids.a!, depth: 1 })
    expect((await findSimilarProperties(t.payload, a, 'en')).map((p) => p.id)).not.toContain(
      draft.id,
    )
    // The page: published content only; a draft-only listing is not found.
    const visitor = renderToStaticMarkup(
      await PropertyPage({ payload: t.payload, locale: 'en', slug: 'b' }),
    )
    expect(visitor).toContain('Listing b')
    expect(visitor).not.toContain('unpublished change')
    await expect(
      PropertyPage({ payload: t.payload, locale: 'en', slug: 'draft-only' }),
    ).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/)

    // An editor's preview (the request's draft viewer) reads the latest drafts.
    const editor = await t.payload.create({
      collection: 'users',
      data: {
        email: `preview-${kind}@sakhli.ge`,
        password: 'preview-pass-1',
        name: 'Preview editor',
        role: 'editor',
      },
    })
    const viewer = async () => ({ ...editor, collection: 'users' as const })
    const preview = renderToStaticMarkup(
      await PropertyPage({ payload: t.payload, locale: 'en', slug: 'b', draftViewer: viewer }),
    )
    expect(preview).toContain('Listing b, unpublished change')
    const draftPage = renderToStaticMarkup(
      await PropertyPage({
        payload: t.payload,
        locale: 'en',
        slug: 'draft-only',
        draftViewer: viewer,
      }),
    )
    expect(draftPage).toContain('Draft listing')

    // Published, it joins the list.
    await t.payload.update({
      collection: 'properties',
      id: draft.id,
      locale: 'en',
      data: { _status: 'published' },
    })
    expect((await render('')).order).toContain(draft.id)
    expect((await listPropertySlugs(t.payload)).map((p) => p.slug)).toContain('draft-only')
    await t.payload.delete({ collection: 'properties', id: draft.id })
    await t.payload.update({
      collection: 'properties',
      id: ids.b!,
      locale: 'en',
      data: { title: 'Listing b', _status: 'published' },
    })
  })
})
