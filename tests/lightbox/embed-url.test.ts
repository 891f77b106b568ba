/**
 * The iframe type's player addresses (spec section 7: the popup plugin embeds video and map
 * iframes; its YouTube, Vimeo and Google Maps patterns), YouTube on its privacy-enhanced domain.
 */
import { describe, expect, it } from 'vitest'

import { iframeEmbedOf, startSeconds } from '@/components/lightbox/model/embed-url'

const SITE = 'https://sakhli.ge'
const ID = 'dQw4w9WgXcQ'
const NOCOOKIE = `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`

describe('YouTube', () => {
  it('maps watch, short, shorts, live and embed links to the privacy-enhanced player', () => {
    for (const href of [
      `https://www.youtube.com/watch?v=${ID}`,
      `https://youtube.com/watch?v=${ID}&list=PL1&index=2`,
      `http://m.youtube.com/watch?feature=share&v=${ID}`,
      `https://youtu.be/${ID}?si=abc`,
      `https://www.youtube.com/shorts/${ID}`,
      `https://www.youtube.com/live/${ID}`,
      `https://www.youtube.com/embed/${ID}`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
      `  HTTPS://WWW.YOUTUBE.COM/watch?v=${ID} `,
    ]) {
      expect(iframeEmbedOf(href, SITE), href).toEqual({ provider: 'youtube', src: NOCOOKIE })
    }
  })

  it('keeps the start time (t= or start=, seconds or 1m30s)', () => {
    expect(iframeEmbedOf(`https://youtu.be/${ID}?t=90`, SITE)?.src).toBe(`${NOCOOKIE}&start=90`)
    expect(iframeEmbedOf(`https://www.youtube.com/watch?v=${ID}&t=1m5s`, SITE)?.src).toBe(
      `${NOCOOKIE}&start=65`,
    )
    expect(iframeEmbedOf(`https://www.youtube.com/embed/${ID}?start=7`, SITE)?.src).toBe(
      `${NOCOOKIE}&start=7`,
    )
  })

  it('frames nothing for pages that name no video or a malformed id', () => {
    for (const href of [
      'https://www.youtube.com/',
      'https://www.youtube.com/@sakhli',
      'https://www.youtube.com/watch?v=short',
      `https://www.youtube.com/watch?v=${ID}x`,
      'https://youtu.be/',
      `https://www.youtube.com/watch?v=${ID}"><script>`,
    ]) {
      expect(iframeEmbedOf(href, SITE), href).toBeNull()
    }
  })
})

describe('Vimeo', () => {
  it('maps video pages and player links to the player without tracking', () => {
    const player = 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1'
    expect(iframeEmbedOf('https://vimeo.com/76979871', SITE)).toEqual({
      provider: 'vimeo',
      src: player,
    })
    expect(iframeEmbedOf('https://vimeo.com/channels/staffpicks/76979871', SITE)?.src).toBe(player)
    expect(iframeEmbedOf('https://player.vimeo.com/video/76979871', SITE)?.src).toBe(player)
  })

  it('keeps an unlisted video hash and the start time', () => {
    expect(iframeEmbedOf('https://vimeo.com/76979871/abc123def0', SITE)?.src).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=abc123def0',
    )
    expect(iframeEmbedOf('https://player.vimeo.com/video/76979871?h=abc123def0', SITE)?.src).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=abc123def0',
    )
    expect(iframeEmbedOf('https://vimeo.com/76979871#t=1m2s', SITE)?.src).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1#t=62s',
    )
  })

  it('frames nothing for Vimeo pages without a video', () => {
    expect(iframeEmbedOf('https://vimeo.com/channels/staffpicks', SITE)).toBeNull()
    expect(iframeEmbedOf('https://player.vimeo.com/video/abc', SITE)).toBeNull()
  })
})

describe('Google Maps', () => {
  const embed = (query: string) => `https://maps.google.com/maps?${query}&output=embed`

  it('maps a search (q=) the way the plugin did, with &output=embed', () => {
    expect(iframeEmbedOf('https://maps.google.com/maps?q=Tbilisi', SITE)).toEqual({
      provider: 'gmaps',
      src: embed('q=Tbilisi'),
    })
    expect(
      iframeEmbedOf('https://www.google.com/maps?q=Rustaveli+Ave+12,+Tbilisi&z=16', SITE)?.src,
    ).toBe(embed('q=Rustaveli+Ave+12%2C+Tbilisi&z=16'))
    expect(iframeEmbedOf('https://www.google.ge/maps?q=Batumi&hl=ka', SITE)?.src).toBe(
      embed('q=Batumi&hl=ka'),
    )
    expect(
      iframeEmbedOf('https://www.google.com/maps/search/?api=1&query=Bakuriani', SITE)?.src,
    ).toBe(embed('q=Bakuriani'))
  })

  it('maps coordinates and places in the path', () => {
    expect(iframeEmbedOf('https://www.google.com/maps/@41.7151,44.8271,15z', SITE)?.src).toBe(
      embed('q=41.7151%2C44.8271&z=15'),
    )
    expect(
      iframeEmbedOf(
        'https://www.google.com/maps/place/Batumi+Boulevard/@41.65,41.63,14.5z/data=x',
        SITE,
      )?.src,
    ).toBe(embed('q=41.65%2C41.63&z=15'))
    expect(iframeEmbedOf('https://www.google.com/maps/place/Batumi+Boulevard', SITE)?.src).toBe(
      embed('q=Batumi+Boulevard'),
    )
  })

  it('keeps a map that is already a player', () => {
    const href = 'https://www.google.com/maps/embed?pb=!1m18!1m12'
    expect(iframeEmbedOf(href, SITE)).toEqual({ provider: 'gmaps', src: href })
  })

  it('frames nothing for directions, other Google pages or look-alike hosts', () => {
    for (const href of [
      'https://www.google.com/maps/dir/Tbilisi/Batumi',
      'https://www.google.com/search?q=Tbilisi',
      'https://maps.google.evil.example/maps?q=x',
      'https://google.com.evil.example/maps?q=x',
      'https://maps.app.goo.gl/abc',
    ]) {
      expect(iframeEmbedOf(href, SITE), href).toBeNull()
    }
  })
})

describe('other addresses', () => {
  it("frames the site's own pages as they are", () => {
    expect(iframeEmbedOf('/en/contact', SITE)).toEqual({
      provider: 'site',
      src: 'https://sakhli.ge/en/contact',
    })
  })

  it('frames no other host, scheme or credentials', () => {
    for (const href of [
      'https://example.com/video.html',
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'https://user:pass@www.youtube.com/watch?v=' + ID,
      '',
    ]) {
      expect(iframeEmbedOf(href, SITE), href).toBeNull()
    }
  })

  it('reads start times', () => {
    expect(startSeconds('90')).toBe(90)
    expect(startSeconds('1h2m3s')).toBe(3723)
    expect(startSeconds('0')).toBeNull()
    expect(startSeconds('soon')).toBeNull()
    expect(startSeconds(undefined)).toBeNull()
  })
})
