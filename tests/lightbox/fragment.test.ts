/**
 * What the ajax type shows of a fetched page, and what it removes before the nodes join the page
 * (the plugin appended the whole answer; here one part of it, never a script).
 */
import { describe, expect, it } from 'vitest'

import {
  cleanFragment,
  FRAGMENT_SELECTORS,
  isUnsafeAttribute,
  pickFragment,
  resolveAddress,
  resolveSrcset,
  type FragmentNode,
} from '@/components/lightbox/model/fragment'

const PAGE = 'https://sakhli.ge/en/services/valuation'

/** A small element tree with just what the cleaning uses. */
class Node implements FragmentNode {
  children: Node[] = []
  attributes: { name: string; value: string }[]
  parent: Node | null = null
  constructor(
    readonly tagName: string,
    attributes: Record<string, string> = {},
    children: Node[] = [],
  ) {
    this.attributes = Object.entries(attributes).map(([name, value]) => ({ name, value }))
    for (const child of children) {
      child.parent = this
      this.children.push(child)
    }
  }
  get(name: string) {
    return this.attributes.find((a) => a.name === name)?.value
  }
  removeAttribute(name: string) {
    this.attributes = this.attributes.filter((a) => a.name !== name)
  }
  setAttribute(name: string, value: string) {
    const found = this.attributes.find((a) => a.name === name)
    if (found) found.value = value
    else this.attributes.push({ name, value })
  }
  remove() {
    if (this.parent) this.parent.children = this.parent.children.filter((c) => c !== this)
    this.parent = null
  }
  tags(): string[] {
    return this.children.flatMap((c) => [c.tagName, ...c.tags()])
  }
}
const el = (tag: string, attributes?: Record<string, string>, children?: Node[]) =>
  new Node(tag, attributes, children)

describe('pickFragment', () => {
  const doc = (found: Record<string, string>) => ({
    querySelector: (selector: string) => found[selector] ?? null,
  })

  it('takes the marked content first, then <main>, else nothing', () => {
    expect(FRAGMENT_SELECTORS).toEqual(['[data-lightbox-content]', 'main'])
    expect(pickFragment(doc({ '[data-lightbox-content]': 'marked', main: 'main' }))).toBe('marked')
    expect(pickFragment(doc({ main: 'main' }))).toBe('main')
    expect(pickFragment(doc({ body: 'body' }))).toBeNull()
  })
})

describe('isUnsafeAttribute', () => {
  it('refuses event handlers, srcdoc and ping', () => {
    expect(isUnsafeAttribute('onerror', 'x()')).toBe(true)
    expect(isUnsafeAttribute('ONCLICK', 'x()')).toBe(true)
    expect(isUnsafeAttribute('srcdoc', '<script>')).toBe(true)
    expect(isUnsafeAttribute('ping', '/track')).toBe(true)
  })

  it('refuses script addresses however they are spelled', () => {
    expect(isUnsafeAttribute('href', 'javascript:alert(1)')).toBe(true)
    expect(isUnsafeAttribute('href', ' JaVa\tScRiPt:alert(1)')).toBe(true)
    expect(isUnsafeAttribute('xlink:href', 'javascript:alert(1)')).toBe(true)
    expect(isUnsafeAttribute('formaction', 'vbscript:x')).toBe(true)
    expect(isUnsafeAttribute('srcset', 'a.jpg 1x, javascript:x 2x')).toBe(true)
  })

  it('allows data: only for inline pictures', () => {
    expect(isUnsafeAttribute('href', 'data:text/html,<b>x</b>')).toBe(true)
    expect(isUnsafeAttribute('src', 'data:text/html,<b>x</b>')).toBe(true)
    expect(isUnsafeAttribute('src', 'data:image/png;base64,AAAA')).toBe(false)
  })

  it('keeps ordinary attributes and addresses', () => {
    expect(isUnsafeAttribute('href', '/en/contact')).toBe(false)
    expect(isUnsafeAttribute('href', 'mailto:info@sakhli.ge')).toBe(false)
    expect(isUnsafeAttribute('class', 'javascript:')).toBe(false)
    expect(isUnsafeAttribute('alt', 'onerror')).toBe(false)
  })
})

describe('addresses read against the fetched page', () => {
  it('resolves relative addresses, keeps #fragment links', () => {
    expect(resolveAddress('prices', PAGE)).toBe('https://sakhli.ge/en/services/prices')
    expect(resolveAddress('/media/a.jpg', PAGE)).toBe('https://sakhli.ge/media/a.jpg')
    expect(resolveAddress('#faq', PAGE)).toBe('#faq')
    expect(resolveAddress('mailto:info@sakhli.ge', PAGE)).toBe('mailto:info@sakhli.ge')
  })

  it('resolves each srcset candidate', () => {
    expect(resolveSrcset('a.jpg 1x, /b.jpg 2x', PAGE)).toBe(
      'https://sakhli.ge/en/services/a.jpg 1x, https://sakhli.ge/b.jpg 2x',
    )
  })
})

describe('cleanFragment', () => {
  it('removes what could run or restyle the page, at any depth', () => {
    const root = el('main', {}, [
      el('h1', {}, []),
      el('script', {}, []),
      el('div', {}, [el('style'), el('p', {}, [el('iframe', { srcdoc: 'x' }), el('em')])]),
      el('noscript', {}, [el('img')]),
      el('svg', {}, [el('set', { attributeName: 'href', to: 'javascript:x' }), el('a')]),
      el('link', { rel: 'stylesheet', href: '/x.css' }),
      el('object'),
      el('embed'),
    ])
    cleanFragment(root, PAGE)
    expect(root.tags()).toEqual(['h1', 'div', 'p', 'em', 'svg', 'a'])
  })

  it('drops handlers and script addresses, resolves the rest', () => {
    const image = el('img', { src: 'photo.jpg', onerror: 'steal()', alt: 'A flat' })
    const link = el('a', { href: 'javascript:steal()', onclick: 'steal()' })
    const local = el('a', { href: '#faq' })
    const page = el('a', { href: '../contact' })
    const form = el('form', { action: 'send' }, [el('button', { formaction: 'javascript:x' })])
    cleanFragment(el('main', {}, [el('div', {}, [image, link, local, page, form])]), PAGE)
    expect(image.attributes).toEqual([
      { name: 'src', value: 'https://sakhli.ge/en/services/photo.jpg' },
      { name: 'alt', value: 'A flat' },
    ])
    expect(link.attributes).toEqual([])
    expect(local.get('href')).toBe('#faq')
    expect(page.get('href')).toBe('https://sakhli.ge/en/contact')
    expect(form.get('action')).toBe('https://sakhli.ge/en/services/send')
    expect(form.children[0]!.attributes).toEqual([])
  })

  it("drops ids the page already has, keeps the fragment's own", () => {
    const taken = el('section', { id: 'main' })
    const own = el('section', { id: 'faq' })
    cleanFragment(el('main', {}, [taken, own]), PAGE, (id) => id === 'main')
    expect(taken.get('id')).toBeUndefined()
    expect(own.get('id')).toBe('faq')
  })
})
