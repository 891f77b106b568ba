import { describe, expect, it, vi } from 'vitest'

import {
  type FeedbackFetch,
  FeedbackClientError,
  fetchFeedbackSchema,
  fetchRefill,
  isPageCached,
  isSiteBlocked,
  submitFeedback,
} from '@/features/contact-forms/model/rest-client'
import { CF7_REST_BASE, type FeedbackResponse } from '@/features/contact-forms/model/feedback'

const ORIGIN = 'http://localhost'

function fakeFetch(respond: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  return vi.fn<FeedbackFetch>(async (url, init) => respond(url, init))
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

async function caught(promise: Promise<unknown>): Promise<FeedbackClientError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof FeedbackClientError) return error
    throw error
  }
  throw new Error('expected a FeedbackClientError')
}

describe('contact form REST client', () => {
  it('fetches the schema with Accept: application/json', async () => {
    const schema = { version: 'Contact Form 7 SWV Schema 2024-10', rules: [] }
    const fetch = fakeFetch(() => json(schema))
    await expect(fetchFeedbackSchema(12, { fetch, baseUrl: ORIGIN })).resolves.toEqual(schema)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe(`${ORIGIN}${CF7_REST_BASE}/contact-forms/12/feedback/schema`)
    expect(init?.method).toBe('GET')
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json')
  })

  it('posts the form data to the feedback endpoint', async () => {
    const answer: FeedbackResponse = {
      contact_form_id: 12,
      status: 'mail_sent',
      message: 'Thank you',
      posted_data_hash: 'abc',
      into: '#wpcf7-f12-p3-o1',
    }
    const fetch = fakeFetch(() => json(answer))
    const formData = new FormData()
    formData.append('your-name', 'ნინო')
    await expect(submitFeedback(12, formData, { fetch })).resolves.toEqual(answer)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe(`${CF7_REST_BASE}/contact-forms/12/feedback`)
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe(formData)
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json')
  })

  it('fetches a refill, uncached', async () => {
    const fetch = fakeFetch(() => json({ quiz: { q: ['1+1=?', 'hash'] } }))
    await expect(fetchRefill(7, { fetch })).resolves.toEqual({ quiz: { q: ['1+1=?', 'hash'] } })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe(`${CF7_REST_BASE}/contact-forms/7/refill`)
    expect(init?.cache).toBe('no-store')
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json')
  })

  it('answers 204 with an empty result', async () => {
    const fetch = fakeFetch(() => new Response(null, { status: 204 }))
    await expect(fetchRefill(7, { fetch })).resolves.toBeNull()
  })

  it('reports a network failure as fetch_error, "You are probably offline."', async () => {
    const fetch = fakeFetch(() => {
      throw new TypeError('Failed to fetch')
    })
    const error = await caught(submitFeedback(1, new FormData(), { fetch }))
    expect(error.code).toBe('fetch_error')
    expect(error.message).toBe('You are probably offline.')
    expect(error.status).toBeUndefined()
  })

  it('reports a body that is not JSON as invalid_json', async () => {
    const fetch = fakeFetch(() => new Response('<html>oops</html>', { status: 200 }))
    const error = await caught(fetchFeedbackSchema(1, { fetch }))
    expect(error.code).toBe('invalid_json')
    expect(error.message).toBe('The response is not a valid JSON response.')
  })

  it('raises a non-2xx answer with its status and parsed body', async () => {
    const body = { code: 'wpcf7_not_found', message: 'The requested contact form was not found.' }
    const fetch = fakeFetch(() => json(body, 404))
    const error = await caught(submitFeedback(99, new FormData(), { fetch }))
    expect(error.status).toBe(404)
    expect(error.body).toEqual(body)
    expect(error.code).toBe('wpcf7_not_found')
    expect(error.message).toBe(body.message)
  })

  it('raises a non-2xx answer without JSON as http_error', async () => {
    const fetch = fakeFetch(() => new Response('Bad gateway', { status: 502 }))
    const error = await caught(fetchRefill(1, { fetch }))
    expect(error.code).toBe('http_error')
    expect(error.status).toBe(502)
    expect(error.body).toBeUndefined()
  })

  it('lets an abort through instead of calling it offline', async () => {
    const controller = new AbortController()
    const fetch = fakeFetch(() => {
      controller.abort()
      throw new DOMException('aborted', 'AbortError')
    })
    await expect(
      fetchFeedbackSchema(1, { fetch, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('site flags (CF7 wpcf7.blocked / wpcf7.cached)', () => {
  it('is blocked only while wpcf7.blocked is set', () => {
    expect(isSiteBlocked(undefined)).toBe(false)
    expect(isSiteBlocked({})).toBe(false)
    expect(isSiteBlocked({ wpcf7: {} })).toBe(false)
    expect(isSiteBlocked({ wpcf7: { blocked: true } })).toBe(true)
    // In Node there is no window: never blocked.
    expect(isSiteBlocked()).toBe(false)
  })

  it('knows a cached page from wpcf7.cached', () => {
    expect(isPageCached({ wpcf7: { cached: 1 } })).toBe(true)
    expect(isPageCached({ wpcf7: { cached: '0' } })).toBe(false)
    expect(isPageCached({ wpcf7: {} })).toBe(false)
  })
})
