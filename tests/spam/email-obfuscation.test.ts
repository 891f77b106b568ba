/**
 * E-mail addresses in content are published obfuscated (docs/compatibility.md, "Anti-spam plugin:
 * calls"): the
 * HTML of rich text holds no address, only a sealed one (`data-original-string`) and a readable
 * form; `apbct_decode_email` turns the sealed one back.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { RichText } from '@/components/RichText'
import { decodeEmail, encodeEmail } from '@/lib/email-seal'
import { text } from '@/lib/seed-kit/lexical'

process.env.TOKEN_SECRET ||= 'email-test-secret'

// A static render does not wait for lazy chunks: render the decoder itself, as Next's server does.
vi.mock('@/components/EncodedEmail.lazy', async () => ({
  EncodedEmail: (await import('@/components/EncodedEmail.client')).EncodedEmail,
}))

type Node = { type: string; version: number; [key: string]: unknown }
const paragraph = (...children: Node[]): Node => ({
  type: 'paragraph',
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  version: 1,
})
const link = (type: 'link' | 'autolink', label: string, url: string): Node => ({
  type,
  fields: { linkType: 'custom', url, newTab: false },
  children: [text(label)],
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 3,
})
const render = (...children: Node[]) =>
  renderToStaticMarkup(
    createElement(RichText, {
      data: {
        root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 },
      },
      locale: 'en',
    }),
  )

const sealedIn = (html: string) =>
  [...html.matchAll(/data-original-string="([^"]+)"/g)].map((m) => decodeEmail(m[1]))

describe('e-mail addresses in rich text', () => {
  it('an address in text: no address in the HTML, a readable form and the sealed one', () => {
    const html = render(paragraph(text('E-mail: info@sakhli.ge, or call us.')))
    expect(html).not.toContain('info@sakhli.ge')
    expect(html).not.toMatch(/[\w.-]+@[\w-]+\.[a-z]{2,}/i)
    expect(html).toContain('E-mail: ')
    expect(html).toContain('info [at] sakhli [dot] ge')
    expect(html).toContain(', or call us.')
    expect(html).toMatch(/<button type="button" class="sakhli-email-encoded"/)
    expect(sealedIn(html)).toEqual(['info@sakhli.ge'])
  })

  it('several addresses in one text node', () => {
    const html = render(paragraph(text('a@sakhli.ge and b.c@mail.example.ge')))
    expect(sealedIn(html)).toEqual(['a@sakhli.ge', 'b.c@mail.example.ge'])
    expect(html).toContain(' and ')
    expect(html).not.toContain('@')
  })

  it('a mailto: link keeps its own label and hides its target', () => {
    const html = render(
      paragraph(link('link', 'Write to us', 'mailto:sales@sakhli.ge?subject=Flat')),
    )
    expect(html).not.toContain('mailto:')
    expect(html).not.toContain('sales@sakhli.ge')
    expect(html).toContain('Write to us')
    expect(sealedIn(html)).toEqual(['sales@sakhli.ge?subject=Flat'])
  })

  it('a mailto: link labelled with its address shows the readable form; autolinks too', () => {
    const html = render(
      paragraph(link('link', 'info@sakhli.ge', 'mailto:info@sakhli.ge')),
      paragraph(link('autolink', 'nino@sakhli.ge', 'mailto:nino@sakhli.ge')),
    )
    expect(html).not.toContain('@')
    expect(html).toContain('info [at] sakhli [dot] ge')
    expect(sealedIn(html)).toEqual(['info@sakhli.ge', 'nino@sakhli.ge'])
  })

  it('other links and text without addresses are rendered as before', () => {
    const html = render(paragraph(text('Plain text.'), link('link', 'Site', 'https://sakhli.ge')))
    expect(html).toBe(
      '<div class="prose"><p>Plain text.<a href="https://sakhli.ge">Site</a></p></div>',
    )
  })

  it('the seal is the site’s own: stable for a cached page, unreadable elsewhere', () => {
    expect(encodeEmail('info@sakhli.ge')).toBe(encodeEmail('info@sakhli.ge'))
    const sealed = encodeEmail('info@sakhli.ge')
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA')
    expect(decodeEmail(tampered)).toBeNull()
    expect(decodeEmail('not a seal')).toBeNull()
    expect(decodeEmail(123)).toBeNull()
  })
})
