import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { provideActionPayload } from '@/lib/action-payload'

import { submitContactFormAction } from '@/features/contact-forms/block/actions'
import { revalidateAfterDelete } from '@/hooks/revalidate'
import { RemovedContactForm } from '@/features/contact-forms/block/RemovedContactForm.client'
import { contactFormStrings } from '@/features/contact-forms/messages'
import type { NoJsFormState } from '@/features/contact-forms/model/feedback'
import { loadContactForm } from '@/features/contact-forms/server/form-cache'

import { countSubmissions, createTestForm, validSubmission } from './helpers'
import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

// The server action runs outside a Next request: its request headers and Payload come from here.
const current = vi.hoisted(() => ({ payload: undefined as Payload | undefined }))
vi.mock('@/data/payload', () => ({ getPayloadClient: async () => current.payload }))
// The server actions' Payload, as the app provides it at start.
provideActionPayload(async () => current.payload!)
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'user-agent': 'Mozilla/5.0 (test)' }),
}))
// How the site is revalidated is the hook's own business (tests/site); here: that deleting runs it.
vi.mock('@/hooks/revalidate', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/hooks/revalidate')>()),
  revalidateAfterDelete: vi.fn(({ doc }: { doc: unknown }) => doc),
}))

const EMPTY: NoJsFormState = { response: null, values: {} }

describe.each(databaseKinds)('a deleted contact form on %s', (kind) => {
  let t: TestPayload

  beforeAll(async () => {
    t = await startPayload(kind)
    current.payload = t.payload
  })
  afterAll(async () => {
    await t?.cleanup()
  })
  beforeEach(() => {
    vi.mocked(revalidateAfterDelete).mockClear()
  })

  const deleteForm = (id: number, disableRevalidate = false) =>
    t.payload.delete({
      collection: 'forms',
      id,
      overrideAccess: true,
      ...(disableRevalidate && { context: { disableRevalidate: true } }),
    })

  it('revalidates the public site, so cached pages stop showing it', async () => {
    const formId = await createTestForm(t.payload)
    expect(await loadContactForm(t.payload, formId, 'ka')).not.toBeNull()
    await deleteForm(formId)
    expect(revalidateAfterDelete).toHaveBeenCalledTimes(1)
    expect(revalidateAfterDelete).toHaveBeenCalledWith(
      expect.objectContaining({
        doc: expect.objectContaining({ id: formId }),
        collection: expect.objectContaining({ slug: 'forms' }),
      }),
    )
    // The routes' in-memory copy goes too.
    expect(await loadContactForm(t.payload, formId, 'ka')).toBeNull()
  })

  it('answers a no-JavaScript post that nothing was sent, and keeps what the visitor wrote', async () => {
    const formId = await createTestForm(t.payload)
    await deleteForm(formId, true)
    const before = await countSubmissions(t.payload)

    const state = await submitContactFormAction(EMPTY, validSubmission(formId))
    expect(state.response).toMatchObject({
      contact_form_id: formId,
      status: 'mail_failed',
      message: contactFormStrings('ka').formGone,
      into: `#wpcf7-f${formId}-p7-o1`,
      invalid_fields: [],
    })
    expect(state.values).toMatchObject({
      'your-name': ['ნინო ბერიძე'],
      'your-message': ['მაინტერესებს ბინის ყიდვა ვაკეში.'],
    })
    // Hidden fields and spam signals are not the visitor's words.
    expect(Object.keys(state.values).filter((name) => name.startsWith('_'))).toEqual([])
    expect(await countSubmissions(t.payload)).toBe(before)

    // Where the form stood, the page shows that answer and the visitor's text.
    const html = renderToStaticMarkup(
      createElement(RemovedContactForm, {
        formId,
        unitTag: `wpcf7-f${formId}-p7-o1`,
        locale: 'ka',
        strings: contactFormStrings('ka'),
        action: submitContactFormAction,
        initialState: state,
      }),
    )
    expect(html).toContain(`id="wpcf7-f${formId}-p7-o1"`)
    expect(html).toContain('class="wpcf7-form failed" data-status="failed"')
    expect(html).toContain(`role="alert">${contactFormStrings('ka').formGone}</div>`)
    expect(html).toContain(contactFormStrings('ka').postedValues)
    expect(html).toMatch(
      /<textarea [^>]*readOnly=""[^>]*>მაინტერესებს ბინის ყიდვა ვაკეში.<\/textarea>/,
    )
  })

  it('answers in the language of the form, for unknown and malformed ids too', async () => {
    const english = await submitContactFormAction(
      EMPTY,
      validSubmission(999_999, { _wpcf7_locale: 'en_US' }),
    )
    expect(english.response?.message).toBe(contactFormStrings('en').formGone)
    expect(english.values['your-name']).toEqual(['ნინო ბერიძე'])

    const malformed = validSubmission(1, { _wpcf7: 'abc' })
    const state = await submitContactFormAction(EMPTY, malformed)
    expect(state.response?.message).toBe(contactFormStrings('ka').formGone)
    expect(state.values['your-email']).toEqual(['nino@example.ge'])
  })

  it('shows nothing where a deleted form stood until someone posts to it', () => {
    const html = renderToStaticMarkup(
      createElement(RemovedContactForm, {
        formId: 1,
        unitTag: 'wpcf7-f1-p7-o1',
        locale: 'ka',
        strings: contactFormStrings('ka'),
        action: submitContactFormAction,
      }),
    )
    expect(html).toBe('')
  })
})
