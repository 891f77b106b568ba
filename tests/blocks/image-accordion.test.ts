/**
 * An image-accordion item's link is kept only when it starts with `#` or uses
 * http, https, mailto, tel or ftp; anything else is dropped when saved and when rendered.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { dropDisallowedLink } from '@/blocks/ImageAccordion/config'
import { ImageAccordionComponent } from '@/blocks/ImageAccordion/Component'
import { allowedItemLink } from '@/blocks/ImageAccordion/link-rule'
import type { ImageAccordionBlock, Media } from '@/payload-types'

describe('image-accordion link rule', () => {
  it('keeps anchors and the five schemes, in any case, trimmed', () => {
    for (const href of [
      '#contact',
      '#',
      'http://sakhli.ge',
      'https://napr.gov.ge/extract?id=1',
      'mailto:info@sakhli.ge',
      'tel:+995322000000',
      'tel:+995 32 2 00 00 00',
      'ftp://files.sakhli.ge/plan.pdf',
      'HTTPS://SAKHLI.GE',
      'MailTo:info@sakhli.ge',
    ]) {
      expect(allowedItemLink(href), href).toBe(href)
    }
    expect(allowedItemLink('  https://sakhli.ge  ')).toBe('https://sakhli.ge')
    expect(allowedItemLink('\n#contact\t')).toBe('#contact')
  })

  it('drops script, data and other schemes, relative and protocol-relative addresses', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' JaVaScript:alert(1)',
      '\tjavascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      '\u200bjavascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'DATA:text/html;base64,PHNjcmlwdD4=',
      'file:///etc/passwd',
      'ftps://files.sakhli.ge',
      'blob:https://sakhli.ge/1',
      'sms:+995322000000',
      '/contact',
      'contact',
      './contact',
      '../contact',
      '//evil.example/x',
      '?page=2',
      'https:\u0000//sakhli.ge',
      'ht tp://sakhli.ge',
      '',
      '   ',
    ]) {
      expect(allowedItemLink(href), JSON.stringify(href)).toBeNull()
    }
    for (const value of [null, undefined, 42, {}, ['https://sakhli.ge']]) {
      expect(allowedItemLink(value)).toBeNull()
    }
  })

  it('is the field hook that cleans an item when it is saved', () => {
    const run = (value: unknown) =>
      dropDisallowedLink({ value } as Parameters<typeof dropDisallowedLink>[0])
    expect(run('javascript:alert(1)')).toBeNull()
    expect(run('/about')).toBeNull()
    expect(run(' https://sakhli.ge ')).toBe('https://sakhli.ge')
    expect(run(null)).toBeNull()
  })
})

describe('image accordion rendering', () => {
  const image = { id: 1, alt: 'ბათუმი', url: '/media/a.webp', width: 800, height: 500 } as Media
  const block = (links: string[]): ImageAccordionBlock => ({
    blockType: 'imageAccordion',
    id: 'b1',
    openFirst: true,
    items: links.map((link, i) => ({ image, title: `<b>item ${i}</b>`, link, linkLabel: 'Go' })),
  })

  it('renders allowed links only, and escapes text', () => {
    const html = renderToStaticMarkup(
      ImageAccordionComponent({
        block: block(['https://sakhli.ge', 'javascript:alert(1)', ' JaVaScript:x', '/x', '#a']),
        locale: 'en',
        // The block reads nothing: the renderer's Payload is never asked.
        site: { payload: undefined as never, draftViewer: async () => null },
        index: 0,
      }),
    )
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])
    expect(hrefs).toEqual(['https://sakhli.ge', '#a'])
    expect(html).not.toMatch(/javascript/i)
    expect(html).toContain('&lt;b&gt;item 0&lt;/b&gt;')
    // One group: the browser keeps one item open; the first is open.
    expect(html.match(/<details name="image-accordion-b1-1"/g)).toHaveLength(5)
    expect(html.match(/<details[^>]* open=""/g)).toHaveLength(1)
  })
})
