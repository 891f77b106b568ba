/**
 * Contract tests of the anti-spam plugin's calls (docs/compatibility.md, "Anti-spam plugin:
 * calls"), written from CleanTalk's
 * `wordpress-antispam` public JavaScript: `apbct_public_sendAJAX` posts FormData with the action,
 * its fields, `_ajax_nonce` (the public nonce `ct_secret_stuff`) and `no_cache`; the callbacks read
 * the shapes asserted here (common-decoder.js, public-1-functions.js, public-2-gathering-data.js,
 * public-3-check-email.js, public-2-force-protection.js).
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as ajaxPost, GET as ajaxGet } from '@/app/(compat)/wp-admin/admin-ajax.php/route'
import { APBCT_ACTIONS, APBCT_PUBLIC_NONCE_ACTION } from '@/features/spam'
import { PIXEL_ACTION } from '@/features/spam/model/antispam'
import { ALT_SESSION_COOKIE, readAltSession } from '@/features/spam/server/alt-session'
import { encodeEmail } from '@/lib/email-seal'
import { obfuscatedEmailText } from '@/lib/email-text'
import { createToken } from '@/lib/tokens'
import { PIXEL_URL_TTL_SECONDS } from '@/shared/constants'

const ORIGIN = 'http://localhost'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'
let nonce = ''

beforeAll(() => {
  process.env.TOKEN_SECRET ||= 'antispam-test-secret'
  nonce = createToken(APBCT_PUBLIC_NONCE_ACTION)
})

/** A call as `apbct_public_sendAJAX` makes it. */
function pluginCall(
  action: string,
  fields: Record<string, string> = {},
  {
    token = nonce as string | null,
    headers = {} as Record<string, string>,
  }: { token?: string | null; headers?: Record<string, string> } = {},
): Promise<Response> {
  const body = new FormData()
  body.set('action', action)
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  if (token !== null) body.set('_ajax_nonce', token)
  body.set('no_cache', String(Math.random()))
  return ajaxPost(
    new Request(`${ORIGIN}/wp-admin/admin-ajax.php`, {
      method: 'POST',
      body,
      headers: {
        'user-agent': BROWSER,
        'accept-language': 'ka-GE,ka;q=0.9,en;q=0.8',
        'x-forwarded-for': '203.0.113.7',
        ...headers,
      },
    }),
  )
}

/** What the plugin's `getJavascriptClientData()` sends for a person who moved the mouse. */
const personData = JSON.stringify({
  ct_mouse_moved: true,
  ct_has_scrolled: false,
  apbct_headless: false,
  ct_ps_timestamp: Math.floor(Date.now() / 1000) - 30,
})

describe('every anti-spam call checks the public nonce ct_secret_stuff', () => {
  for (const action of Object.values(APBCT_ACTIONS)) {
    it(`${action} without _ajax_nonce is refused with 403, never run`, async () => {
      const response = await pluginCall(action, { email: 'a@b.ge' }, { token: null })
      expect(response.status).toBe(403)
    })
  }

  it('one token serves every call (the plugin keeps one _ajax_nonce)', async () => {
    for (const action of Object.values(APBCT_ACTIONS)) {
      const response = await pluginCall(action, {})
      expect(response.status, action).toBeLessThan(500)
      expect(response.status, action).not.toBe(403)
    }
  })

  it('an expired token answers nonce_expired, so the client fetches a fresh one and retries', async () => {
    const old = createToken(APBCT_PUBLIC_NONCE_ACTION, { now: Date.now() - 13 * 3600_000 })
    const response = await pluginCall(APBCT_ACTIONS.checkBot, {}, { token: old })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ data: { code: 'nonce_expired' } })
  })
})

describe('apbct_decode_email (common-decoder.js: apbctEmailEncoderCallbackBulk)', () => {
  it('decodes the data-original-string values a person clicked', async () => {
    const one = encodeEmail('info@sakhli.ge')
    const two = encodeEmail('sales@sakhli.ge?subject=Hi')
    const response = await pluginCall(APBCT_ACTIONS.decodeEmail, {
      encodedEmails: JSON.stringify({ 0: one, 1: two }),
      post_url: `${ORIGIN}/contact`,
      referrer: '',
      event_javascript_data: personData,
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      success: boolean
      data: Record<string, unknown>[]
    }
    // `result.success && result.data[0].is_allowed === true`, rows matched by `encoded_email`,
    // `decoded_email.split(/[&?]/)[0]` shown.
    expect(body.success).toBe(true)
    expect(body.data).toEqual([
      {
        is_allowed: true,
        show_comment: false,
        comment: '',
        encoded_email: one,
        decoded_email: 'info@sakhli.ge',
      },
      {
        is_allowed: true,
        show_comment: false,
        comment: '',
        encoded_email: two,
        decoded_email: 'sales@sakhli.ge?subject=Hi',
      },
    ])
  })

  it('refuses a script: is_allowed false with a comment, no address', async () => {
    const one = encodeEmail('info@sakhli.ge')
    const response = await pluginCall(
      APBCT_ACTIONS.decodeEmail,
      { encodedEmails: JSON.stringify({ 0: one }) },
      { headers: { 'user-agent': 'python-requests/2.31' } },
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { success: boolean; data: Record<string, unknown>[] }
    expect(body.success).toBe(true)
    expect(body.data[0]).toMatchObject({ is_allowed: false, show_comment: true, decoded_email: '' })
    expect(body.data[0]?.comment).toEqual(expect.any(String))
    expect(JSON.stringify(body)).not.toContain('sakhli.ge')
  })

  it('answers 400 with success false for forged, foreign or malformed strings', async () => {
    for (const encodedEmails of [
      JSON.stringify({ 0: 'bm90LXNlYWxlZA' }),
      JSON.stringify({ 0: 'x'.repeat(5000) }),
      'not json',
      '',
    ]) {
      const response = await pluginCall(APBCT_ACTIONS.decodeEmail, {
        encodedEmails,
        event_javascript_data: personData,
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ success: false, data: [] })
    }
  })

  it('decodes at most 20 addresses per call', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [i, encodeEmail(`p${i}@sakhli.ge`)]),
    )
    const response = await pluginCall(APBCT_ACTIONS.decodeEmail, {
      encodedEmails: JSON.stringify(many),
      event_javascript_data: personData,
    })
    const body = (await response.json()) as { data: unknown[] }
    expect(body.data).toHaveLength(20)
  })

  it('the page text holds no address', () => {
    expect(obfuscatedEmailText('info@sakhli.ge')).toBe('info [at] sakhli [dot] ge')
    expect(encodeEmail('info@sakhli.ge')).not.toMatch(/info|sakhli|@/)
  })
})

describe('apbct_alt_session__save__AJAX (AltSessions::setFromRemote)', () => {
  it('keeps only the listed cookies, typed, in a signed HttpOnly cookie, and answers success', async () => {
    const response = await pluginCall(APBCT_ACTIONS.saveAltSession, {
      cookies: JSON.stringify({
        ct_ps_timestamp: '1700000000',
        ct_mouse_moved: 'true',
        apbct_pixel_url: 'https://example.org/pixel.gif',
        ct_checked_emails: '{"a@b.ge":{"result":1}}',
        evil: 'x',
        __proto__: 'y',
      }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(new RegExp(`^${ALT_SESSION_COOKIE}=`))
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    const cookie = setCookie.split(';')[0] ?? ''
    expect(readAltSession(new Headers({ cookie }))).toEqual({
      ct_ps_timestamp: 1700000000,
      ct_mouse_moved: true,
      apbct_pixel_url: 'https://example.org/pixel.gif',
      ct_checked_emails: '{"a@b.ge":{"result":1}}',
    })
  })

  it('accepts the [[name, value], …] form and merges with the saved values', async () => {
    const first = await pluginCall(APBCT_ACTIONS.saveAltSession, {
      cookies: JSON.stringify([['ct_timezone', 4]]),
    })
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const second = await pluginCall(
      APBCT_ACTIONS.saveAltSession,
      { cookies: JSON.stringify([['ct_has_key_up', true]]) },
      { headers: { cookie } },
    )
    const merged = (second.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    expect(readAltSession(new Headers({ cookie: merged }))).toEqual({
      ct_timezone: 4,
      ct_has_key_up: true,
    })
  })

  it('a tampered cookie reads as empty', async () => {
    const first = await pluginCall(APBCT_ACTIONS.saveAltSession, {
      cookies: JSON.stringify({ ct_timezone: 4 }),
    })
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const [name, value = ''] = cookie.split('=')
    const body = Buffer.from(JSON.stringify({ ct_timezone: 5 })).toString('base64url')
    const forged = `${name}=${body}~${value.split('~')[1]}`
    expect(readAltSession(new Headers({ cookie: forged }))).toEqual({})
  })

  it('answers success false without cookies or with cookies that are not JSON; bounded size', async () => {
    const none = await pluginCall(APBCT_ACTIONS.saveAltSession, {})
    expect(none.status).toBe(400)
    expect(await none.json()).toMatchObject({ success: false, error: expect.any(String) })
    const bad = await pluginCall(APBCT_ACTIONS.saveAltSession, { cookies: '{nope' })
    expect(await bad.json()).toMatchObject({ success: false })
    // Every value is cut to size: the cookie never outgrows a browser's 4 KB.
    const big = await pluginCall(APBCT_ACTIONS.saveAltSession, {
      cookies: JSON.stringify({
        ct_checkjs: 'x'.repeat(6_000),
        ct_screen_info: JSON.stringify('y'.repeat(6_000)),
        apbct_pixel_url: `https://a.ge/${'z'.repeat(2_000)}`,
      }),
    })
    expect(big.status).toBe(200)
    expect((big.headers.get('set-cookie') ?? '').length).toBeLessThan(4096)
  })
})

describe('apbct_get_pixel_url (ctGetPixelUrl, notJson)', () => {
  it('answers the address as plain text; its pixel is valid for 3 hours, for this visitor', async () => {
    const response = await pluginCall(APBCT_ACTIONS.pixelUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const url = await response.text()
    expect(url).toMatch(
      new RegExp(
        `/wp-admin/admin-ajax\\.php\\?action=${PIXEL_ACTION}&pixel=[\\w-]+\\.[\\w-]+\\.gif$`,
      ),
    )
    expect(PIXEL_URL_TTL_SECONDS).toBe(3 * 3600)

    const { isPixelValid } = await import('@/features/spam/server/bot-check')
    const now = Date.now()
    expect(isPixelValid(url, '203.0.113.7', BROWSER, now)).toBe(true)
    expect(isPixelValid(url, '203.0.113.7', BROWSER, now + 3 * 3600_000 - 5_000)).toBe(true)
    expect(isPixelValid(url, '203.0.113.7', BROWSER, now + 3 * 3600_000 + 2_000)).toBe(false)
    expect(isPixelValid(url, '198.51.100.1', BROWSER, now)).toBe(false)

    const pixel = await ajaxGet(
      new Request(`${ORIGIN}${new URL(url).pathname}${new URL(url).search}`, {
        headers: { 'user-agent': BROWSER, 'x-forwarded-for': '203.0.113.7' },
      }),
    )
    expect(pixel.status).toBe(200)
    expect(pixel.headers.get('content-type')).toBe('image/gif')
    expect(pixel.headers.get('x-pixel-valid')).toBe('1')
    expect(new Uint8Array(await pixel.arrayBuffer()).slice(0, 6)).toEqual(
      new Uint8Array(Buffer.from('GIF89a')),
    )
  })
})

describe('apbct_email_check_before_post (checkEmail: stores result.result)', () => {
  const check = async (email: string) =>
    (await (await pluginCall(APBCT_ACTIONS.emailCheckBeforePost, { email })).json()) as Record<
      string,
      unknown
    >

  it('answers { result } for an address: syntax, disposable list, reserved domains; no network', async () => {
    expect(await check('nino@sakhli.ge')).toEqual({
      result: {
        email: 'nino@sakhli.ge',
        status: 'ok',
        valid_syntax: true,
        disposable: false,
        allowed: 1,
      },
    })
    expect(await check('x@mailinator.com')).toMatchObject({
      result: { status: 'disposable', disposable: true, allowed: 0 },
    })
    expect(await check('a@example.com')).toMatchObject({
      result: { status: 'reserved_domain', allowed: 0 },
    })
    expect(await check('a@host.test')).toMatchObject({ result: { status: 'reserved_domain' } })
    for (const bad of ['nino@sakhli', 'ni no@sakhli.ge', 'nino.sakhli.ge', '@a.b', 'a@.b']) {
      expect(await check(bad), bad).toMatchObject({
        result: { status: 'invalid_syntax', valid_syntax: false },
      })
    }
  })

  it('answers { error: "EMPTY_DATA" } without an address', async () => {
    expect(await check('')).toEqual({ error: 'EMPTY_DATA' })
    expect(await check('   ')).toEqual({ error: 'EMPTY_DATA' })
  })
})

describe('apbct_email_check_exist_post (getResultCheckEmailExist: result.result == "EXISTS")', () => {
  const exist = async (email: string, lang = 'en') =>
    (await (
      await pluginCall(
        APBCT_ACTIONS.emailCheckExist,
        { email },
        { headers: { 'accept-language': lang } },
      )
    ).json()) as { result?: { result: string; text_result: string }; error?: string }

  it('EXISTS for a good address, NOT_EXISTS otherwise, with a text_result', async () => {
    expect(await exist('nino@sakhli.ge')).toEqual({
      result: { result: 'EXISTS', text_result: expect.any(String), reason: 'ok' },
    })
    expect((await exist('x@mailinator.com')).result).toMatchObject({
      result: 'NOT_EXISTS',
      reason: 'disposable',
    })
    expect((await exist('a@b.invalid')).result?.result).toBe('NOT_EXISTS')
    expect((await exist('broken')).result?.result).toBe('NOT_EXISTS')
    expect(await exist('')).toEqual({ error: 'EMPTY_DATA' })
  })

  it('speaks Georgian to a Georgian visitor', async () => {
    expect((await exist('nino@sakhli.ge', 'ka')).result?.text_result).toMatch(/[ა-ჰ]/)
  })
})

describe('apbct_force_protection_check_bot (checkBotCallback: allow === 1)', () => {
  const checkBot = async (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    (await (await pluginCall(APBCT_ACTIONS.checkBot, fields, { headers })).json()) as {
      allow: number
      message: string
      success: boolean
    }

  it('allows a browser whose script ran and saw a person', async () => {
    expect(
      await checkBot({
        post_url: `${ORIGIN}/contact`,
        referrer: '',
        event_javascript_data: personData,
      }),
    ).toEqual({ allow: 1, message: '', success: true })
  })

  it('blocks a script (its user agent) and a client that ran no script and sends no language', async () => {
    const curl = await checkBot({ event_javascript_data: personData }, { 'user-agent': 'curl/8.0' })
    expect(curl).toMatchObject({ allow: 0, success: true, message: expect.any(String) })
    expect(curl.message).not.toBe('')
    const bare = await checkBot({}, { 'user-agent': '', 'accept-language': '' })
    expect(bare.allow).toBe(0)
  })
})

describe('no call answers 5xx to hostile input', () => {
  it('odd fields, huge values, JSON bodies', async () => {
    const hostile = ['', '{', '[]', '[[1]]', 'null', '"x"', '\u0000', '%ff', 'x'.repeat(20_000)]
    for (const action of Object.values(APBCT_ACTIONS)) {
      for (const value of hostile) {
        const response = await pluginCall(action, {
          email: value,
          cookies: value,
          encodedEmails: value,
          event_javascript_data: value,
          event_token: value,
        })
        expect(response.status, `${action} ${value.slice(0, 10)}`).toBeLessThan(500)
      }
      const json = await ajaxPost(
        new Request(`${ORIGIN}/wp-admin/admin-ajax.php`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            action,
            _ajax_nonce: nonce,
            email: ['a', 'b'],
            cookies: { a: 1 },
          }),
        }),
      )
      expect(json.status, action).toBeLessThan(500)
    }
  })
})
