/**
 * The browser's ajax client for the anti-spam calls (docs/compatibility.md, "Browser client: retry
 * and time-out"): it retries once after
 * an expired request token, with a fresh one, and gives up after the anti-spam timeout of 15 s.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  AJAX_TIMEOUT,
  AjaxClientError,
  clearAjaxTokenCache,
  postAjax,
  type AjaxFetch,
} from '@/lib/compat/ajax-client'
import { ANTISPAM_REQUEST_TIMEOUT_MS } from '@/shared/constants'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

beforeEach(() => clearAjaxTokenCache())
afterEach(() => vi.useRealTimers())

describe('retry after an expired token', () => {
  it('fetches a fresh token and posts again once; the answer of the retry is returned', async () => {
    const sent: string[] = []
    let tokens = 0
    const fetch: AjaxFetch = async (url, init) => {
      if (url.includes('/nonce')) {
        tokens++
        return json({ nonce: `token-${tokens}`, expires: Date.now() + 3_600_000 })
      }
      const body = init?.body as URLSearchParams
      sent.push(body.get('security') ?? '')
      return sent.length === 1
        ? json({ success: false, data: { code: 'nonce_expired', message: 'x' } }, 403)
        : json({ success: true, data: { allow: 1 } })
    }
    const response = await postAjax('apbct_force_protection_check_bot', { a: '1' }, { fetch })
    expect(await response.json()).toEqual({ success: true, data: { allow: 1 } })
    expect(sent).toEqual(['token-1', 'token-2'])
  })

  it('retries only once: a second expiry is returned as is', async () => {
    let posts = 0
    const fetch: AjaxFetch = async (url) => {
      if (url.includes('/nonce')) return json({ nonce: 't', expires: Date.now() + 3_600_000 })
      posts++
      return json({ success: false, data: { code: 'nonce_expired', message: 'x' } }, 403)
    }
    const response = await postAjax('apbct_get_pixel_url', {}, { fetch })
    expect(response.status).toBe(403)
    expect(posts).toBe(2)
  })

  it('an invalid (not expired) token is not retried', async () => {
    let posts = 0
    const fetch: AjaxFetch = async (url) => {
      if (url.includes('/nonce')) return json({ nonce: 't', expires: Date.now() + 3_600_000 })
      posts++
      return json({ success: false, data: { code: 'invalid_nonce', message: 'x' } }, 403)
    }
    await postAjax('apbct_get_pixel_url', {}, { fetch })
    expect(posts).toBe(1)
  })
})

describe('the anti-spam timeout (15 s)', () => {
  /** A server that never answers: the request ends only when it is aborted. */
  const hanging: AjaxFetch = (url, init) => {
    if (url.includes('/nonce')) {
      return Promise.resolve(json({ nonce: 't', expires: Date.now() + 3_600_000 }))
    }
    return new Promise((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
    })
  }

  it('is the spec’s 15 s', () => {
    expect(ANTISPAM_REQUEST_TIMEOUT_MS).toBe(15_000)
  })

  it('gives up after 15 s with a timeout error, aborting the request', async () => {
    vi.useFakeTimers()
    let aborted = false
    const fetch: AjaxFetch = (url, init) => {
      init?.signal?.addEventListener('abort', () => (aborted = true))
      return hanging(url, init)
    }
    const call = postAjax('apbct_decode_email', { encodedEmails: '{}' }, { fetch })
    const outcome = call.then(
      () => 'answered',
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(ANTISPAM_REQUEST_TIMEOUT_MS - 1)
    expect(aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(AjaxClientError)
    expect((error as AjaxClientError).code).toBe(AJAX_TIMEOUT)
    expect(aborted).toBe(true)
  })

  it('also when the token itself never comes', async () => {
    vi.useFakeTimers()
    const fetch: AjaxFetch = () => new Promise<Response>(() => undefined)
    const outcome = postAjax('apbct_get_pixel_url', {}, { fetch, timeoutMs: 1_000 }).catch(
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await outcome).toMatchObject({ code: 'timeout' })
  })

  it('the caller’s own abort is passed on, not reported as a timeout', async () => {
    const controller = new AbortController()
    const outcome = postAjax(
      'apbct_get_pixel_url',
      {},
      { fetch: hanging, signal: controller.signal },
    )
    controller.abort(new Error('left the page'))
    await expect(outcome).rejects.toThrow('left the page')
  })

  it('an answer in time clears the timer', async () => {
    vi.useFakeTimers()
    const fetch: AjaxFetch = async (url) =>
      url.includes('/nonce')
        ? json({ nonce: 't', expires: Date.now() + 3_600_000 })
        : json({ success: true })
    const response = await postAjax('apbct_get_pixel_url', {}, { fetch })
    expect(response.status).toBe(200)
    expect(vi.getTimerCount()).toBe(0)
  })
})
