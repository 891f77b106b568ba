/**
 * The contact forms' rate limit (`contact-feedback` in `@/lib/rate-limit`)
 * on both paths: per client address (X-Forwarded-For, as the server's front leaves it), per e-mail
 * address; over it a 429 (REST) or a "try again in N minutes" answer (no JavaScript), nothing
 * stored. Stored rows always equal acknowledged answers.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { provideActionPayload } from '@/lib/action-payload'

import { submitContactFormAction } from '@/features/contact-forms/block/actions'
import { tooManyAttemptsMessage } from '@/i18n/too-many-attempts'
import type { NoJsFormState } from '@/features/contact-forms/model/feedback'
import { resetRateLimits } from '@/lib/rate-limit'

import {
  countSubmissions,
  createTestForm,
  postFeedback,
  validSubmission,
} from '../contact-forms/helpers'
import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const current = vi.hoisted(() => ({
  payload: undefined as Payload | undefined,
  ip: '198.51.100.1',
}))
vi.mock('@/data/payload', () => ({ getPayloadClient: async () => current.payload }))
// The server actions' Payload, as the app provides it at start.
provideActionPayload(async () => current.payload!)
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({ 'user-agent': 'Mozilla/5.0 (test)', 'x-forwarded-for': current.ip }),
}))

const EMPTY: NoJsFormState = { response: null, values: {} }

/** Runs `count` tasks, `width` at a time, answers in order. */
async function inBatches<T>(count: number, width: number, task: (i: number) => Promise<T>) {
  const results: T[] = []
  for (let start = 0; start < count; start += width) {
    const batch = Array.from({ length: Math.min(width, count - start) }, (_, k) => task(start + k))
    results.push(...(await Promise.all(batch)))
  }
  return results
}

describe.each(databaseKinds)('contact-form rate limits on %s', (kind) => {
  let t: TestPayload
  let formId: number

  beforeAll(async () => {
    // The defaults (the contact tests' helpers turn the limit off unless it is set).
    vi.stubEnv('RATE_LIMIT_CONTACT_FEEDBACK', '5/60')
    vi.stubEnv('RATE_LIMIT_CONTACT_FEEDBACK_EMAIL', '3/600')
    t = await startPayload(kind)
    current.payload = t.payload
    formId = await createTestForm(t.payload)
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await resetRateLimits()
    await t?.cleanup()
  })
  beforeEach(async () => {
    await resetRateLimits()
  })

  const submit = (ip: string, i: number, email = `visitor${i}@example.ge`) =>
    postFeedback(
      t.payload,
      formId,
      validSubmission(formId, {
        'your-email': email,
        'your-message': `მაინტერესებს ბინა ვაკეში, შეტყობინება ${i}.`,
      }),
      { 'X-Forwarded-For': ip },
    )

  it('300 valid submissions from one address are all accepted and mailed: now limited', async () => {
    const before = await countSubmissions(t.payload)
    const answers = await inBatches(300, 10, async (i) => {
      const response = await submit('203.0.113.7', i)
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: await response.json(),
      }
    })
    const accepted = answers.filter((a) => a.status === 200)
    const refused = answers.filter((a) => a.status === 429)
    expect(accepted).toHaveLength(5)
    expect(refused).toHaveLength(295)
    for (const a of accepted) expect(a.body.status).toBe('mail_sent')
    expect(refused[0]?.body).toEqual({
      code: 'wpcf7_too_many_requests',
      message: 'Too many submissions. Please try again later.',
      // Which rule refused, for the form's message ("…from this connection…").
      data: { status: 429, limited: 'ip' },
    })
    for (const a of refused) expect(Number(a.retryAfter)).toBeGreaterThan(0)
    // Stored rows equal acknowledged answers.
    expect(await countSubmissions(t.payload)).toBe(before + accepted.length)
  })

  it('300 submissions from 300 addresses are all accepted; stored rows equal acknowledged answers', async () => {
    const before = await countSubmissions(t.payload)
    const answers = await inBatches(300, 10, async (i) => {
      const response = await submit(`10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`, i)
      return { status: response.status, body: await response.json() }
    })
    expect(answers.filter((a) => a.status === 200 && a.body.status === 'mail_sent')).toHaveLength(
      300,
    )
    expect(await countSubmissions(t.payload)).toBe(before + 300)
  })

  it('limits one e-mail address across addresses, and stores nothing refused', async () => {
    const before = await countSubmissions(t.payload)
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      statuses.push((await submit(`192.0.2.${i + 1}`, i, 'Same@Example.ge')).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    expect(await countSubmissions(t.payload)).toBe(before + 3)
  })

  it('without JavaScript: over the limit, "try again in N minutes" in the form’s language, values kept, nothing stored', async () => {
    current.ip = '198.51.100.23'
    const before = await countSubmissions(t.payload)
    const states: NoJsFormState[] = []
    for (let i = 0; i < 6; i++) {
      states.push(
        await submitContactFormAction(
          EMPTY,
          validSubmission(formId, {
            'your-email': `nojs${i}@example.ge`,
            ...(i === 5 && { _wpcf7_locale: 'en_US' }),
          }),
        ),
      )
    }
    expect(states.slice(0, 5).map((s) => s.response?.status)).toEqual(Array(5).fill('mail_sent'))
    const refused = states[4 + 1]
    expect(refused?.response).toMatchObject({
      status: 'mail_failed',
      message: tooManyAttemptsMessage('en', 60),
      into: `#wpcf7-f${formId}-p7-o1`,
      posted_data_hash: '',
    })
    expect(refused?.response?.message).toBe(
      'Too many attempts came from this connection. Please try again in 1 minute.',
    )
    expect(refused?.values['your-name']).toEqual(['ნინო ბერიძე'])
    expect(await countSubmissions(t.payload)).toBe(before + 5)

    const georgian = await submitContactFormAction(EMPTY, validSubmission(formId))
    expect(georgian.response?.message).toBe(tooManyAttemptsMessage('ka', 60))
    expect(georgian.response?.message).toContain('1 წუთში')
    expect(tooManyAttemptsMessage('ka', 601)).toContain('11 წუთში')
    expect(tooManyAttemptsMessage('en', 601)).toBe(
      'Too many attempts came from this connection. Please try again in 11 minutes.',
    )
  })
})
