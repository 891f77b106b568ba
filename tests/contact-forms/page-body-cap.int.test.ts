/**
 * The cap the server's front holds a no-JavaScript form post to: the form's own (its files' limits
 * plus room for text), found from the form id its permalink carries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pageBodyCap } from '@/features/contact-forms'
import { noJsPermalink } from '@/features/contact-forms/model/feedback'

import { createTestForm } from './helpers'
import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const MB = 1024 * 1024
const at = (permalink: string) => new URL(permalink, 'http://localhost:3000/contact')

describe.each(databaseKinds)('the no-JavaScript body cap on %s', (kind) => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload(kind)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('the server action body limit is 26 MB for every page: each form has its own', async () => {
    const plain = await createTestForm(t.payload, '[text* your-name] [submit "გაგზავნა"]')
    const withFile = await createTestForm(
      t.payload,
      '[text* your-name] [file cv limit:2mb filetypes:pdf] [submit "გაგზავნა"]',
    )
    expect(await pageBodyCap(t.payload, at(noJsPermalink(plain, 'u')))).toBe(1 * MB)
    expect(await pageBodyCap(t.payload, at(noJsPermalink(withFile, 'u')))).toBe(3 * MB)
    // No form named, or one that does not exist: the front's small cap.
    expect(await pageBodyCap(t.payload, at('/contact'))).toBeUndefined()
    expect(await pageBodyCap(t.payload, at(noJsPermalink(999_999, 'u')))).toBeUndefined()
    expect(await pageBodyCap(t.payload, at('?_wpcf7=abc'))).toBeUndefined()
  })
})
