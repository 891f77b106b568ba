/**
 * Regression, "info@sakhli.ge is published in clear": what REST answers to outsiders make of
 * strings (`src/lib/api/public-answers.ts`).
 */
import { describe, expect, it } from 'vitest'

import { sealAddresses } from '@/lib/api/public-answers'

describe('addresses in an answer to an outsider', () => {
  it('are in the readable form wherever they stand, a mailto: link included', () => {
    const doc = {
      contact: { email: 'info@sakhli.ge', phone: '+995 32 200 00 00' },
      topBar: [{ text: 'Write to info@sakhli.ge or sales@sakhli.ge' }],
      link: { url: 'mailto:info@sakhli.ge?subject=Hi' },
      updatedAt: new Date(0),
    }
    const sealed = sealAddresses(doc)
    expect(sealed).toEqual({
      contact: { email: 'info [at] sakhli [dot] ge', phone: '+995 32 200 00 00' },
      topBar: [{ text: 'Write to info [at] sakhli [dot] ge or sales [at] sakhli [dot] ge' }],
      link: { url: 'mailto:info [at] sakhli [dot] ge?subject=Hi' },
      updatedAt: new Date(0),
    })
    // The stored document is not changed (the site's own code may hold it).
    expect(doc.contact.email).toBe('info@sakhli.ge')
  })

  it('leave file names and web addresses alone', () => {
    const media = {
      filename: 'logo@2x.png',
      url: '/api/media/file/logo@2x.png',
      sizes: {
        card: { filename: 'logo@2x-640x480.png', url: '/api/media/file/logo@2x-640x480.png' },
      },
      source: 'https://cdn.example/logo@2x.png',
    }
    expect(sealAddresses(media)).toEqual(media)
  })
})
