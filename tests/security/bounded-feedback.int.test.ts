/**
 * Bounded input of the contact forms: what a submission stores and echoes, on
 * both paths (the CF7 REST call and the no-JavaScript server action). Each finding of the probe
 * has a test named after it.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { provideActionPayload } from '@/lib/action-payload'

import { submitContactFormAction } from '@/features/contact-forms/block/actions'
import {
  LINE_CEILING_CHARS,
  REJECTED_PREVIEW_CHARS,
  TEXT_CEILING_CHARS,
} from '@/features/contact-forms/model/bounds'
import type { NoJsFormState } from '@/features/contact-forms/model/feedback'

import {
  countSubmissions,
  createTestForm,
  formRoutes,
  latestSubmission,
  postFeedback,
  validSubmission,
} from '../contact-forms/helpers'
import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

// The server action runs outside a Next request: its request headers and Payload come from here.
const current = vi.hoisted(() => ({ payload: undefined as Payload | undefined }))
vi.mock('@/data/payload', () => ({ getPayloadClient: async () => current.payload }))
// The server actions' Payload, as the app provides it at start.
provideActionPayload(async () => current.payload!)
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'user-agent': 'Mozilla/5.0 (test)' }),
}))

const EMPTY: NoJsFormState = { response: null, values: {} }
const MB = 1024 * 1024

/** A form with a field of each bound: a one-line field without maxlength, a free textarea. */
const BOUNDS_TEMPLATE = `[text* your-name]
[email* your-email]
[textarea your-message maxlength:10000]
[select your-subject "ბინა" "სახლი"]
[checkbox rooms "1" "2" "3"]
[hidden source]
[file your-file limit:2kb filetypes:txt]
[submit "გაგზავნა"]`

describe.each(databaseKinds)('bounded contact-form input on %s', (kind) => {
  let t: TestPayload
  let formId: number
  let boundsForm: number

  beforeAll(async () => {
    t = await startPayload(kind)
    current.payload = t.payload
    formId = await createTestForm(t.payload)
    boundsForm = await createTestForm(t.payload, BOUNDS_TEMPLATE)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  const latest = () => latestSubmission(t.payload)

  const storedSize = (doc: object | undefined) => Buffer.byteLength(JSON.stringify(doc ?? null))

  it("cancels a 200 MB feedback stream past the form's cap without reading the rest, storing nothing", async () => {
    const before = await countSubmissions(t.payload)
    const chunk = new Uint8Array(64 * 1024).fill(0x61)
    let pulled = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 200 * MB) return controller.close()
        pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const request = new Request(
      `http://localhost/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`,
      {
        method: 'POST',
        body: stream,
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
        duplex: 'half',
      } as RequestInit,
    )
    const response = await formRoutes(t.payload).feedback(request, {
      params: Promise.resolve({ id: String(formId) }),
    })
    expect(response.status).toBe(413)
    expect((await response.json()).code).toBe('wpcf7_payload_too_large')
    // The form's cap: 1 KB + 1 MB of files and 1 MB for text.
    expect(pulled).toBeLessThan(2 * MB + 1024 + 4 * 64 * 1024)
    expect(await countSubmissions(t.payload)).toBe(before)
  })

  it('40 posts with a 1 MB name add 40 MB to the database: each keeps a short preview now', async () => {
    const before = await countSubmissions(t.payload)
    const name = 'ა'.repeat(MB / 3) // 1 MB of UTF-8
    let total = 0
    for (let i = 0; i < 40; i++) {
      const response = await postFeedback(
        t.payload,
        formId,
        validSubmission(formId, { 'your-name': name }),
      )
      expect(response.status).toBe(200)
      expect((await response.json()).status).toBe('validation_failed')
      const stored = await latest()
      expect(stored?.fields).toMatchObject({ 'your-name': [expect.any(String)] })
      const kept = (stored?.fields as Record<string, string[]>)['your-name']?.[0] ?? ''
      expect(kept.length).toBe(REJECTED_PREVIEW_CHARS)
      expect(kept.endsWith('…')).toBe(true)
      total += storedSize(stored)
    }
    expect(await countSubmissions(t.payload)).toBe(before + 40)
    // 40 MB posted, a few KB each kept.
    expect(total).toBeLessThan(40 * 8 * 1024)
  })

  it('truncates a long value in storage to its field bound on a submission that went through', async () => {
    const huge = 'x'.repeat(MB / 2)
    const response = await postFeedback(
      t.payload,
      boundsForm,
      validSubmission(boundsForm, {
        'your-message': 'მაინტერესებს ბინა. '.repeat(700), // 13,300 characters
        source: huge,
        'your-subject': 'ბინა',
      }),
    )
    const body = await response.json()
    // The textarea's own maxlength (10,000) fails it: a rejected submission keeps a preview.
    expect(body.status).toBe('validation_failed')

    const ok = await postFeedback(
      t.payload,
      boundsForm,
      validSubmission(boundsForm, {
        'your-message': 'ბ'.repeat(9_000),
        source: huge,
        'your-subject': 'ბინა',
      }),
    )
    expect((await ok.json()).status).toBe('mail_sent')
    const stored = await latest()
    const fields = stored?.fields as Record<string, string[]>
    // A hidden field has no maxlength: the one-line ceiling. The textarea keeps up to the ceiling.
    expect(fields.source?.[0]).toHaveLength(LINE_CEILING_CHARS)
    expect(fields['your-message']?.[0]).toHaveLength(TEXT_CEILING_CHARS)
    expect(storedSize(stored)).toBeLessThan(64 * 1024)
  })

  it('rejected and spam submissions keep the whole posted values: now a preview, and no files', async () => {
    const file = () => new File(['hello'], 'note.txt', { type: 'text/plain' })
    const rejected = await postFeedback(
      t.payload,
      boundsForm,
      validSubmission(boundsForm, {
        'your-email': 'not an e-mail',
        'your-message': 'ს'.repeat(3_000),
        'your-file': file(),
      }),
    )
    expect((await rejected.json()).status).toBe('validation_failed')
    const kept = await latest()
    expect((kept?.fields as Record<string, string[]>)['your-message']?.[0]).toHaveLength(
      REJECTED_PREVIEW_CHARS,
    )
    expect(kept?.files ?? []).toEqual([])

    const spam = await postFeedback(
      t.payload,
      boundsForm,
      validSubmission(boundsForm, {
        _sakhli_website: 'http://spam.example',
        'your-message': 'ს'.repeat(3_000),
        'your-file': file(),
      }),
    )
    expect((await spam.json()).status).toBe('spam')
    const flagged = await latest()
    // Spam keeps its (bounded) text, so the admin can tell it is not spam and replay it; no files.
    expect((flagged?.fields as Record<string, string[]>)['your-message']?.[0]).toHaveLength(3_000)
    expect((flagged?.fields as Record<string, string[]>)['your-file']).toEqual(['note.txt'])
    expect(flagged?.files ?? []).toEqual([])
    expect(
      (await t.payload.count({ collection: 'submission-files', overrideAccess: true })).totalDocs,
    ).toBe(0)
  })

  it('a 900 KB _wpcf7_unit_tag is echoed and stored: now replaced by the canonical one', async () => {
    const giant = `wpcf7-f${formId}-p7-o${'1'.repeat(900 * 1024)}`
    const response = await postFeedback(
      t.payload,
      formId,
      validSubmission(formId, { _wpcf7_unit_tag: giant }),
    )
    const text = await response.text()
    expect(text.length).toBeLessThan(4 * 1024)
    const body = JSON.parse(text)
    expect(body.status).toBe('mail_sent')
    expect(body.into).toBe(`#wpcf7-f${formId}-p7-o1`)
    expect((await latest())?.meta?.unitTag).toBe(`wpcf7-f${formId}-p7-o1`)

    // Markup, another form's tag and a tag with no container: each becomes this form's own.
    for (const [posted, container] of [
      ['<img src=x onerror=alert(1)>', '7'],
      [`wpcf7-f${formId + 1000}-p7-o1`, '7'],
      ['wpcf7-f1-o1x', ''],
    ] as const) {
      const answer = await (
        await postFeedback(
          t.payload,
          formId,
          validSubmission(formId, {
            _wpcf7_unit_tag: posted,
            _wpcf7_container_post: container,
            'your-message': `unit tag ${posted.length} ${container}`,
          }),
        )
      ).json()
      expect(answer.into).toBe(container ? `#wpcf7-f${formId}-p7-o1` : `#wpcf7-f${formId}-o1`)
      for (const invalid of answer.invalid_fields) expect(invalid.error_id).not.toContain('<')
    }

    // Without JavaScript too.
    const state = await submitContactFormAction(
      EMPTY,
      validSubmission(formId, { _wpcf7_unit_tag: giant, 'your-email': 'bad' }),
    )
    expect(state.response?.into).toBe(`#wpcf7-f${formId}-p7-o1`)
    expect(JSON.stringify(state).length).toBeLessThan(8 * 1024)
  })

  it('the no-JavaScript page echoes only the form’s own fields, each within its bound', async () => {
    const before = await countSubmissions(t.payload)
    const data = validSubmission(formId, {
      'your-name': 'ნ'.repeat(MB / 3),
      'your-email': 'not-an-email',
      'not-a-field': 'x'.repeat(MB),
      'evil[]': ['a', 'b'],
      _wpcf7_version: 'v'.repeat(MB),
    })
    const state = await submitContactFormAction(EMPTY, data)
    expect(state.response?.status).toBe('validation_failed')
    expect(Object.keys(state.values).sort()).toEqual(
      [
        'privacy-terms',
        'your-email',
        'your-message',
        'your-name',
        'your-phone',
        'your-subject',
      ].sort(),
    )
    // The one-line field's maxlength (CF7's default 400).
    expect(state.values['your-name']?.[0]).toHaveLength(400)
    expect(JSON.stringify(state).length).toBeLessThan(8 * 1024)
    expect(await countSubmissions(t.payload)).toBe(before + 1)
  })

  it('treats __proto__ and constructor field names as plain data on both paths', async () => {
    const data = validSubmission(formId, {
      'your-email': 'bad',
      ['__proto__']: 'polluted',
      constructor: 'x',
      'toString[]': ['y'],
    })
    // A form field may be called so too.
    const odd = await createTestForm(
      t.payload,
      '[text* constructor] [email* your-email] [text toString] [submit]',
    )
    const state = await submitContactFormAction(EMPTY, data)
    expect(state.response?.status).toBe('validation_failed')
    expect(Object.getPrototypeOf(state.values)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()

    const oddData = validSubmission(odd, {
      constructor: 'ნინო',
      toString: 'ტექსტი',
      ['__proto__']: 'polluted',
    })
    const rest = await postFeedback(t.payload, odd, oddData)
    expect(rest.status).toBe(200)
    expect((await rest.json()).status).toBe('mail_sent')
    const stored = await latest()
    expect(stored?.fields).toEqual({
      constructor: ['ნინო'],
      'your-email': ['nino@example.ge'],
      toString: ['ტექსტი'],
    })
    const noJs = await submitContactFormAction(
      EMPTY,
      validSubmission(odd, { constructor: 'ნინო', 'your-email': 'bad', ['__proto__']: 'x' }),
    )
    expect(noJs.response?.status).toBe('validation_failed')
    expect(noJs.values).toEqual({ constructor: ['ნინო'], 'your-email': ['bad'] })

    // A deleted form's echo, which cannot tell the fields, still keeps such names as data.
    const gone = await submitContactFormAction(
      EMPTY,
      validSubmission(999_999, { ['__proto__']: 'z' }),
    )
    expect(gone.response?.status).toBe('mail_failed')
    expect(Object.getPrototypeOf(gone.values)).toBe(Object.prototype)
    expect(Object.keys(gone.values)).not.toContain('_wpcf7')
  })

  it('stores NUL bytes and invalid UTF-8 without a 5xx (NULs dropped, bad bytes as U+FFFD)', async () => {
    const marker = 'NAME-MARKER-0123456789'
    const request = new Request('http://localhost/', {
      method: 'POST',
      body: validSubmission(formId, { 'your-name': marker, 'your-message': 'ab\u0000cdefghijk' }),
    })
    const contentType = request.headers.get('content-type') ?? ''
    const bytes = Buffer.from(await request.arrayBuffer())
    const at = bytes.indexOf(marker)
    const bad = Buffer.from([0x4e, 0x00, 0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x6f])
    const body = Buffer.concat([bytes.subarray(0, at), bad, bytes.subarray(at + marker.length)])
    const response = await postFeedback(t.payload, formId, body, { 'Content-Type': contentType })
    expect(response.status).toBe(200)
    const answer = await response.json()
    expect(answer.status).toBe('mail_sent')
    const fields = (await latest())?.fields as Record<string, string[]>
    expect(fields['your-name']?.[0]).toBe('N\uFFFD\uFFFD\uFFFD(\uFFFD\uFFFD\uFFFDo')
    expect(fields['your-message']?.[0]).toBe('abcdefghijk')
  })
})
