/** Pure rules of the carousel, share buttons and back-to-top widgets. */
import { describe, expect, it } from 'vitest'

import { isPastThreshold, readingProgress } from '@/blocks/BackToTop/scroll'
import { carouselCss, itemsPerView } from '@/blocks/Carousel/breakpoints'
import { SHARE_NETWORKS, shareHref } from '@/blocks/ShareButtons/networks'

describe('carousel breakpoints', () => {
  it('1 item from 0, 2 from 480, 3 from 768, the per-row value from 1024 and 1110', () => {
    const at = (w: number) => itemsPerView(w, 4)
    expect([0, 479, 480, 767, 768, 1023, 1024, 1109, 1110, 1920].map(at)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 4, 4,
    ])
    expect(itemsPerView(1200, 2)).toBe(2)
  })

  it('writes the same rules as CSS for the server render', () => {
    expect(carouselCss('#c', 5)).toBe(
      '#c{--carousel-items:1}@media (min-width:480px){#c{--carousel-items:2}}@media (min-width:768px){#c{--carousel-items:3}}@media (min-width:1024px){#c{--carousel-items:5}}@media (min-width:1110px){#c{--carousel-items:5}}',
    )
  })
})

describe('share links', () => {
  it('offers the 19 networks, each a link that carries the page address', () => {
    expect(SHARE_NETWORKS).toHaveLength(19)
    const url = 'https://sakhli.ge/news/ბინა?a=1&b=2'
    for (const network of SHARE_NETWORKS) {
      const href = shareHref(network, url, 'ბინის ყიდვა & იპოთეკა')
      expect(href, network).toMatch(/^(https:\/\/|mailto:\?|viber:\/\/)/)
      // The address is encoded once, never raw (its & would split the share URL's own query).
      expect(href, network).not.toContain('a=1&b=2')
      expect(decodeURIComponent(href.replace(/\+/g, ' ')), network).toContain(url)
    }
    expect(shareHref('email', url, 'ა ბ')).toBe(
      `mailto:?subject=${encodeURIComponent('ა ბ')}&body=${encodeURIComponent(url)}`,
    )
  })
})

describe('back to top', () => {
  it('shows past show-after plus offset and hides below it', () => {
    expect(isPastThreshold(500, 400 + 100)).toBe(false)
    expect(isPastThreshold(501, 400 + 100)).toBe(true)
  })
  it('measures reading progress between 0 and 1', () => {
    expect(readingProgress(0, 1000)).toBe(0)
    expect(readingProgress(250, 1000)).toBe(0.25)
    expect(readingProgress(2000, 1000)).toBe(1)
    expect(readingProgress(0, 0)).toBe(1)
  })
})
