/**
 * The lightbox's contract with the page: the server renders an ordinary link (it works without
 * JavaScript) carrying what the client reads, and nothing else; the catalogue holds the spec's
 * texts (section 8) and the counter (section 9) in both languages.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { LightboxInlineTarget } from '@/components/lightbox/LightboxInlineTarget'
import { LightboxLink } from '@/components/lightbox/LightboxLink'
import { LIGHTBOX_TYPES } from '@/components/lightbox/model/types'
import { getTranslator } from '@/i18n'
import { lightboxMessages } from '@/i18n/messages/lightbox'

describe('LightboxLink on the server', () => {
  it('is a plain link to the address with the data the client reads', () => {
    // The components hold no state: called as functions, they give the elements the server renders.
    const html = renderToStaticMarkup(
      LightboxLink({
        type: 'gallery',
        href: '/media/flat-1.jpg',
        group: 'flat-12',
        title: 'Living room',
        className: 'thumb',
        children: createElement('span', { className: 'thumb-picture' }, 'Living room'),
      }),
    )
    expect(html).toBe(
      '<a class="thumb" data-lightbox="gallery" data-lightbox-group="flat-12" ' +
        'data-lightbox-title="Living room" href="/media/flat-1.jpg">' +
        '<span class="thumb-picture">Living room</span></a>',
    )
  })

  it('leaves out an empty group and title, and renders every type', () => {
    for (const type of LIGHTBOX_TYPES) {
      const html = renderToStaticMarkup(
        LightboxLink({ type, href: '#terms', group: '', children: 'Terms' }),
      )
      expect(html).toBe(`<a data-lightbox="${type}" href="#terms">Terms</a>`)
    }
  })

  it('marks an inline target, which stays in the page without JavaScript', () => {
    const html = renderToStaticMarkup(
      LightboxInlineTarget({ id: 'terms', className: 'terms', children: 'The terms' }),
    )
    expect(html).toBe('<div id="terms" class="terms" data-lightbox-target="">The terms</div>')
  })
})

describe('the catalogue', () => {
  it("has the spec's English texts exactly", () => {
    const t = getTranslator('en')
    expect(t('lightboxLoading')).toBe('Loading...')
    expect(t('lightboxContentError')).toBe('The content could not be loaded.')
    expect(t('lightboxImageError')).toBe('The image could not be loaded.')
    expect(t('lightboxNotFound')).toBe('Content not found')
    expect(t('lightboxCounter')).toBe('%curr% of %total%')
  })

  it('has every text in Georgian too, the counter with both places', () => {
    const { ka, en } = lightboxMessages
    expect(Object.keys(ka).sort()).toEqual(Object.keys(en).sort())
    for (const [key, text] of Object.entries(ka)) {
      expect(text, key).toMatch(key === 'lightboxCounter' ? /%curr%.*%total%/ : /[\u10D0-\u10FF]/)
    }
    expect(getTranslator('ka')('lightboxNotFound')).toBe(ka.lightboxNotFound)
  })
})
