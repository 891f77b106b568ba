/** Which addresses the lightbox opens itself; the others stay ordinary links. */
import { describe, expect, it } from 'vitest'

import { httpUrl, inlineTargetId, sameOriginUrl } from '@/components/lightbox/model/address'

const ORIGIN = 'https://sakhli.ge'

describe('sameOriginUrl (the ajax type GETs only the site)', () => {
  it("accepts the site's paths and absolute addresses", () => {
    expect(sameOriginUrl('/en/services', ORIGIN)?.href).toBe('https://sakhli.ge/en/services')
    expect(sameOriginUrl('https://sakhli.ge/news?page=2', ORIGIN)?.href).toBe(
      'https://sakhli.ge/news?page=2',
    )
  })

  it('refuses other hosts, ports, schemes and credentials', () => {
    for (const href of [
      'https://example.com/',
      '//example.com/page',
      'http://sakhli.ge/',
      'https://sakhli.ge:8443/',
      'https://sakhli.ge.example.com/',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://user@sakhli.ge/',
      'http://[bad',
      '',
      '  ',
    ]) {
      expect(sameOriginUrl(href, ORIGIN), href).toBeNull()
    }
  })
})

describe('httpUrl (the players: any http(s) address, mapped by embed-url.ts)', () => {
  it('resolves against the page and refuses other schemes', () => {
    expect(httpUrl('/media/a.jpg', 'https://sakhli.ge/en/x')?.href).toBe(
      'https://sakhli.ge/media/a.jpg',
    )
    expect(httpUrl('https://cdn.example/a.jpg', ORIGIN)?.href).toBe('https://cdn.example/a.jpg')
    expect(httpUrl('javascript:alert(1)', ORIGIN)).toBeNull()
    expect(httpUrl('blob:https://sakhli.ge/1', ORIGIN)).toBeNull()
  })
})

describe('inlineTargetId', () => {
  const page = 'https://sakhli.ge/en/services?x=1#top'

  it('reads the id of a fragment on this page', () => {
    expect(inlineTargetId('#terms', page)).toBe('terms')
    expect(inlineTargetId('/en/services?x=1#terms', page)).toBe('terms')
    expect(inlineTargetId('#%E1%83%90', page)).toBe('ა')
  })

  it('is empty for this page without a fragment (then: Content not found)', () => {
    expect(inlineTargetId('#', page)).toBe('')
    expect(inlineTargetId('?x=1', page)).toBe('')
    expect(inlineTargetId('#%E0%A4%A', page)).toBe('')
  })

  it('is null for another document, which the browser opens', () => {
    expect(inlineTargetId('/en/about#terms', page)).toBeNull()
    expect(inlineTargetId('/en/services#terms', page)).toBeNull()
    expect(inlineTargetId('https://example.com/en/services?x=1#terms', page)).toBeNull()
    expect(inlineTargetId('javascript:void(0)', page)).toBeNull()
  })
})
