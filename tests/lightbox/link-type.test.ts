/** The type an editor's "open in the lightbox" link gets from its address alone. */
import { describe, expect, it } from 'vitest'

import { lightboxTypeOf } from '@/components/lightbox/model/link-type'

const ORIGIN = 'https://sakhli.ge'

describe('lightboxTypeOf', () => {
  it('opens an id on the page inline', () => {
    expect(lightboxTypeOf('#contact-details', ORIGIN)).toBe('inline')
    expect(lightboxTypeOf(' #terms ', ORIGIN)).toBe('inline')
    expect(lightboxTypeOf('#', ORIGIN)).toBeNull()
  })

  it('frames YouTube, Vimeo and Google Maps', () => {
    for (const href of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ?t=30',
      'https://vimeo.com/76979871',
      'https://www.google.com/maps/place/Tbilisi',
    ]) {
      expect(lightboxTypeOf(href, ORIGIN), href).toBe('iframe')
    }
  })

  it("shows the site's media pictures as images, not its other files", () => {
    expect(lightboxTypeOf('/api/media/file/about.webp', ORIGIN)).toBe('image')
    expect(lightboxTypeOf('https://sakhli.ge/api/media/file/plan.JPG', ORIGIN)).toBe('image')
    expect(lightboxTypeOf('/api/media/file/tour.mp4', ORIGIN)).toBeNull()
  })

  it("fetches the site's other pages", () => {
    expect(lightboxTypeOf('/about', ORIGIN)).toBe('ajax')
    expect(lightboxTypeOf('/en/services#faq', ORIGIN)).toBe('ajax')
    expect(lightboxTypeOf('https://sakhli.ge/contact', ORIGIN)).toBe('ajax')
  })

  it('leaves other sites and schemes ordinary links', () => {
    for (const href of [
      'https://example.com/photo.jpg',
      'https://www.youtube.com/channel/abc',
      'mailto:info@sakhli.ge',
      'tel:+995322000000',
      '',
    ]) {
      expect(lightboxTypeOf(href, ORIGIN), href).toBeNull()
    }
  })
})
