/**
 * A bounded fuzz run against the running production server (front included): every public endpoint
 * and the contact form's server action, with every method, malformed multipart, JSON and forms,
 * wrong types, odd names, invalid UTF-8, NUL bytes, bad percent-escapes and oversize bodies; and
 * the cases of a security review: malformed Host headers (400), where clauses no database runs on
 * every collection, Payload's migrations collection (a 4xx showing no address), loop parameters on
 * private pages (never cached), server actions from other origins and unreadable router states, and
 * the forms that review added (the mailed links' confirm and cancel buttons, the event's join and
 * the newsletter's sign-up without JavaScript), posted from another site too (403). No
 * answer may be a 5xx, and nothing may be stored from a request that was not acknowledged; the run
 * prints its request count and 5xx count. Requests are raw bytes over a socket, so nothing in
 * between repairs them.
 */
import { connect } from 'node:net'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { createFormPage, loginApi } from '../contact-forms/e2e-forms'
import { sameOrigin } from '../helpers/e2e'

const port = Number(process.env.E2E_PORT || 3100)

interface RawAnswer {
  status: number
  head: string
  body: string
}

/** One request as raw bytes; the answer's status, head and (latin1) body. */
function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer | string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    const payload = body === undefined ? undefined : Buffer.from(body as string)
    // A Host given in `headers` replaces the usual one (the malformed-Host cases).
    const hasHost = Object.keys(headers).some((h) => h.toLowerCase() === 'host')
    const lines = [
      `${method} ${path} HTTP/1.1`,
      ...(hasHost ? [] : [`Host: localhost:${port}`]),
      'Connection: close',
    ]
    const all = { ...headers }
    if (payload && !Object.keys(all).some((h) => /^(content-length|transfer-encoding)$/i.test(h))) {
      all['Content-Length'] = String(payload.length)
    }
    for (const [name, value] of Object.entries(all)) lines.push(`${name}: ${value}`)
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`${method} ${path.slice(0, 80)}: no answer in 30 s`))
    }, 30_000)
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearTimeout(timer)
      const text = Buffer.concat(chunks).toString('latin1')
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0)
      const split = text.indexOf('\r\n\r\n')
      resolve({ status, head: text.slice(0, split), body: text.slice(split + 4) })
    })
    socket.write(
      Buffer.concat([
        Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'),
        payload ?? Buffer.alloc(0),
      ]),
    )
  })
}

/** A small deterministic generator, so a failing run can be repeated. */
function prng(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const INVALID_UTF8 = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xe2, 0x82, 0x00, 0xf0, 0x9f])
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND']

function multipart(boundary: string, fields: [string, string | Buffer][]): Buffer {
  const parts: Buffer[] = []
  for (const [name, value] of fields) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`,
        'latin1',
      ),
      Buffer.from(value as string),
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(parts)
}

/** Bodies every POST-accepting endpoint gets, with their content type. */
function bodies(formId: number): [string, Buffer | string][] {
  const mp = 'multipart/form-data; boundary=fuzz'
  return [
    [mp, 'not multipart at all'],
    [mp, '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\ntruncated'],
    ['multipart/form-data', multipart('fuzz', [['a', 'b']])],
    ['multipart/form-data; boundary=', '----\r\n'],
    [
      mp,
      multipart('fuzz', [
        ['__proto__', 'x'],
        ['constructor', 'y'],
        ['prototype', 'z'],
      ]),
    ],
    [
      mp,
      multipart('fuzz', [
        ['_wpcf7', 'abc'],
        ['_wpcf7_unit_tag', '<script>'.repeat(300)],
      ]),
    ],
    [
      mp,
      multipart('fuzz', [
        ['_wpcf7', String(formId)],
        ['your-name', INVALID_UTF8],
        ['your-email', 'a\0b@c.d'],
      ]),
    ],
    [
      mp,
      multipart('fuzz', [
        [`na\0me`, 'v'],
        ['x'.repeat(5000), 'v'],
        ['your-message[]', 'q'],
      ]),
    ],
    [
      mp,
      multipart('fuzz', [
        ['action', 'stm_ajax_load_events'],
        ['page', '-1e309'],
        ['security', ''],
      ]),
    ],
    ['application/json', '{'],
    ['application/json', '[]'],
    ['application/json', 'null'],
    ['application/json', '"text"'],
    [
      'application/json',
      '{"__proto__":{"polluted":1},"action":{"a":1},"constructor":{"prototype":{}}}',
    ],
    [
      'application/json',
      '{"action":["apbct_decode_email"],"encodedEmail":123,"post_id":{"$gt":1}}',
    ],
    ['application/json', Buffer.concat([Buffer.from('{"a":"'), INVALID_UTF8, Buffer.from('"}')])],
    ['application/x-www-form-urlencoded', 'action=__proto__&security[]=1&security[x]=2'],
    ['application/x-www-form-urlencoded', 'action=%ff%fe&a=%zz&%00=1'],
    ['application/x-www-form-urlencoded', `action=${'a'.repeat(4000)}`],
    ['application/x-www-form-urlencoded', Buffer.concat([Buffer.from('action='), INVALID_UTF8])],
    ['text/plain', INVALID_UTF8],
    ['application/xml', '<?xml version="1.0"?><a/>'],
    ['', 'action=stm_custom_register'],
  ]
}

async function counts(request: APIRequestContext): Promise<Record<string, number>> {
  const result: Record<string, number> = {}
  for (const slug of [
    'form-submissions',
    'mail-outbox',
    'users',
    'pages',
    'posts',
    'media',
    'forms',
  ]) {
    const res = await request.get(`/api/${slug}?limit=1&depth=0&draft=true`, {
      headers: sameOrigin,
    })
    expect(res.ok(), `${slug}: ${res.status()}`).toBe(true)
    result[slug] = (await res.json()).totalDocs as number
  }
  return result
}

test.describe('fuzz', () => {
  test.setTimeout(15 * 60_000)

  test('every public endpoint and the server action: zero 5xx, nothing stored from rejected requests', async ({
    request,
  }) => {
    const formId = await createFormPage(
      request,
      'fuzz-form',
      '[text* your-name maxlength:40] [email* your-email] [textarea your-message] [file cv limit:1mb filetypes:pdf] [submit "გაგზავნა"]',
    )
    await loginApi(request)
    const before = await counts(request)
    // An event of the seed, for its join form without JavaScript (a made-up one is a 404 early).
    const events = await request.get('/api/events?limit=1&depth=0', { headers: sameOrigin })
    const eventSlug = ((await events.json()).docs?.[0]?.slug as string | undefined) ?? 'no-event'

    const feedback = `/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`
    /** The page forms a security review added: the mailed links' buttons and no-script sign-ups. */
    const reviewForms = [
      `/events/${eventSlug}/join`,
      '/events/confirm/seat',
      '/en/events/cancel/confirm',
      '/newsletter/subscribe',
      '/en/newsletter/confirm/submit',
      '/newsletter/unsubscribe/one-click',
    ]
    const postPaths = [
      '/wp-admin/admin-ajax.php',
      feedback,
      `/wp-json/contact-form-7/v1/contact-forms/999999/feedback`,
      '/wp-json/sakhli/v1/nonce',
      '/fuzz-form',
      `/fuzz-form?_wpcf7=${formId}`,
      '/api/users/login',
      '/api/form-submissions',
      '/next/revalidate',
      '/next/preview',
      ...reviewForms,
    ]
    const getPaths = [
      '/',
      '/en',
      '/news',
      '/news/%ff',
      '/news/a%00b',
      '/news/..%2f..%2fetc%2fpasswd',
      '/news/page/abc',
      '/news/page/99999999999999999999',
      '/news/category/%ff',
      `/${'x'.repeat(6000)}`,
      '/feed.xml',
      '/en/feed.xml',
      '/sitemap.xml',
      '/robots.txt',
      '/api/posts/abc',
      '/api/posts/1e309',
      '/api/posts?where=notjson',
      '/api/posts?where[id][equals]=abc',
      '/api/posts?limit=-1&page=abc&depth=1000',
      '/api/posts?locale=xx&sort=%ff',
      '/api/media/file/missing.jpg',
      '/api/media/file/..%2f..%2fpackage.json',
      '/api/submission-files/file/missing.pdf',
      `/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback/schema?locale=%ff`,
      `/wp-json/contact-form-7/v1/contact-forms/abc/refill`,
      '/wp-json/contact-form-7/v1/contact-forms/99999999999/feedback/schema',
      '/wp-json/sakhli/v1/nonce?action=%ff',
      '/wp-json/elementskit/v1/widget/mailchimp/sendmail/?listed=%ff&email[]=a',
      '/wp-json/elementskit/v1/widget/mailchimp/sendmail/?listed=1e309&email=%00@x',
      '/events/confirm?id[]=1&token=%ff',
      '/en/newsletter/confirm?id=%ff&token[a]=b',
      '/wp-json/unknown/route',
      '/wp-admin/admin-ajax.php?action=stm_ajax_load_events&page[]=1',
      '/next/preview?path=/%5Cevil.example',
      '/next/preview?path=%ff',
      '/next/exit-preview',
      '/admin/%ff',
    ]

    const fiveHundreds: string[] = []
    let sent = 0
    let acknowledged = 0
    const check = async (
      method: string,
      path: string,
      headers: Record<string, string> = {},
      body?: Buffer | string,
    ) => {
      // Each request comes from its own visitor (the e2e server trusts loopback as a proxy), so
      // the rate limits let the request reach the code under test.
      const answer = await send(
        method,
        path,
        { 'X-Forwarded-For': `198.18.${(sent >> 8) & 255}.${sent & 255}`, ...headers },
        body,
      )
      sent++
      if (answer.status >= 500 || answer.status === 0) {
        fiveHundreds.push(
          `${answer.status} ${method} ${path.slice(0, 100)} ${answer.body.slice(0, 200)}`,
        )
      }
      if (method === 'POST' && path === feedback && answer.status === 200) {
        if (
          /"status":"(validation_failed|spam|mail_sent|mail_failed|acceptance_missing|aborted)"/.test(
            answer.body,
          )
        )
          acknowledged++
      }
      return answer
    }

    for (const path of [...getPaths, ...postPaths]) {
      for (const method of METHODS) await check(method, path)
    }
    for (const path of postPaths) {
      for (const [type, body] of bodies(formId)) {
        await check('POST', path, type ? { 'Content-Type': type } : {}, body)
      }
      // Oversize (declared, never sent), a lying and a bad Content-Length, and a chunked body.
      await check('POST', path, {
        'Content-Type': 'multipart/form-data; boundary=fuzz',
        'Content-Length': String(60 * 1024 * 1024),
      })
      await check('POST', path, { 'Content-Type': 'application/json', 'Content-Length': '-1' })
      await check('POST', path, { 'Content-Type': 'application/json', 'Content-Length': 'abc' })
      await check(
        'POST',
        path,
        { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
        '2\r\n{}\r\n0\r\n\r\n',
      )
    }
    // The server action: forged and malformed action ids and bodies, with and without JavaScript.
    const actionHeaders: Record<string, string>[] = [
      { 'Next-Action': 'garbage' },
      { 'Next-Action': '0'.repeat(42) },
      { 'Next-Action': '%ff', 'Next-Router-State-Tree': '%ff' },
      {},
    ]
    for (const headers of actionHeaders) {
      for (const [type, body] of bodies(formId)) {
        await check(
          'POST',
          `/fuzz-form?_wpcf7=${formId}`,
          { ...headers, 'Content-Type': type || 'text/plain' },
          body,
        )
      }
      await check(
        'POST',
        `/fuzz-form?_wpcf7=${formId}`,
        { ...headers, 'Content-Type': 'multipart/form-data; boundary=x' },
        multipart('x', [
          ['$ACTION_ID_deadbeef', ''],
          ['$ACTION_REF_1', ''],
          ['1_$ACTION_KEY', 'k'],
        ]),
      )
    }
    // Headers that have caused 500s: a bad Referer, a forged session, odd languages.
    const oddHeaders: Record<string, string>[] = [
      { Referer: '%%%' },
      { Referer: 'http://evil.example/%ff' },
      { Cookie: 'payload-token=garbage; __prerender_bypass=garbage' },
      { 'Accept-Language': 'x'.repeat(4000) },
      { Origin: 'http://evil.example' },
    ]
    for (const headers of oddHeaders) {
      for (const path of ['/next/exit-preview', '/', '/news', '/api/users/me', '/admin'])
        await check('GET', path, headers)
    }
    // A seeded random mix on top: random bytes, types and names against the POST endpoints.
    const random = prng(8)
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!
    for (let i = 0; i < 400; i++) {
      const size = Math.floor(random() * 3000)
      const bytes = Buffer.alloc(size)
      for (let j = 0; j < size; j++) bytes[j] = Math.floor(random() * 256)
      const type = pick([
        'multipart/form-data; boundary=fuzz',
        'application/json',
        'application/x-www-form-urlencoded',
        'text/plain',
        'application/octet-stream',
      ])
      const body =
        random() < 0.5
          ? bytes
          : multipart('fuzz', [
              [pick(['_wpcf7', 'action', 'your-name', '__proto__', 'security', 'nonce']), bytes],
            ])
      await check(
        pick(['POST', 'POST', 'PUT', 'GET']),
        pick(postPaths),
        { 'Content-Type': type },
        body,
      )
    }

    // The review's cases. A malformed Host on the feedback POST (and anywhere): 400, not 500.
    const wrongStatus: string[] = []
    const expectStatus = (answer: RawAnswer, ok: (status: number) => boolean, what: string) => {
      if (!ok(answer.status)) wrongStatus.push(`${answer.status} ${what}`)
    }
    const clientError = (status: number) => status >= 400 && status < 500
    for (const host of ['a b', 'x:99999', '[::1', 'a@b', 'x/y', 'x:1:2', '', 'ex ample.ge:80']) {
      const body = multipart('fuzz', [
        ['_wpcf7', String(formId)],
        ['your-name', 'ნინო'],
      ])
      const headers = { Host: host, 'Content-Type': 'multipart/form-data; boundary=fuzz' }
      expectStatus(await check('POST', feedback, headers, body), (s) => s === 400, `Host ${host}`)
      expectStatus(await check('GET', '/', { Host: host }), (s) => s === 400, `GET / Host ${host}`)
    }
    // Where clauses the database cannot run, on every collection (H1's fix): a 4xx.
    const collections = [
      'pages',
      'posts',
      'categories',
      'tags',
      'media',
      'forms',
      'form-submissions',
      'submission-files',
      'mail-outbox',
      'event-categories',
      'events',
      'event-members',
      'visitors',
      'newsletter-lists',
      'subscribers',
      'widget-areas',
      'property-districts',
      'property-types',
      'properties',
      'portfolio-categories',
      'portfolio',
      'users',
      'payload-kv',
      'payload-jobs',
      'payload-locked-documents',
      'payload-preferences',
    ]
    for (const collection of collections) {
      for (const where of [
        'where[title][near]=1,2',
        'where[id][near]=1,2',
        'where[id][equals][0]=1&where[id][equals][1]=2',
      ]) {
        const path = `/api/${collection}?${where}`
        expectStatus(await check('GET', path), clientError, `GET ${path}`)
      }
    }
    // Payload's migrations collection: a 4xx that does not show where the server listens.
    for (const path of ['/api/payload-migrations', '/api/payload-migrations/1']) {
      const answer = await check('GET', path)
      expectStatus(answer, clientError, `GET ${path}`)
      if (
        new RegExp(`0\\.0\\.0\\.0|127\\.0\\.0\\.1|localhost|:${port}\\b|node_modules`).test(
          answer.body,
        )
      )
        wrongStatus.push(`GET ${path} shows an address: ${answer.body.slice(0, 200)}`)
    }
    // Loop parameters on private pages: never kept by the page cache (no HIT the second time).
    for (const path of [
      '/newsletter/unsubscribe?list=1&email=fuzz%40example.ge&sig=abc&e-page-x=1',
      '/newsletter/confirm?token=abc&e-page-x=1',
      '/events/cancel?token=abc&e-page-x=1',
      '/account/verify?id=1&token=abc&e-page-x=1',
      '/en/newsletter/unsubscribe?sig=abc&e-filter-x-y=z',
      '/account?e-page-x=1',
    ]) {
      await check('GET', path)
      // The cache stores an answer once it is compressed, just after sending it.
      await new Promise((resolve) => setTimeout(resolve, 300))
      const again = await check('GET', path)
      if (/^x-page-cache: *hit/im.test(again.head)) wrongStatus.push(`cached: GET ${path}`)
    }
    // A server action from another site and a router state Next cannot parse: 4xx, not 500.
    const action = multipart('fuzz', [
      ['$ACTION_ID_0000', ''],
      ['a', 'b'],
    ])
    for (const origin of ['http://evil.example', 'null', '%%%']) {
      expectStatus(
        await check(
          'POST',
          `/fuzz-form?_wpcf7=${formId}`,
          { Origin: origin, 'Content-Type': 'multipart/form-data; boundary=fuzz' },
          action,
        ),
        clientError,
        `action from Origin ${origin}`,
      )
    }
    for (const tree of ['%ff', 'not json', '%7B%7D']) {
      expectStatus(
        await check('GET', '/news', { RSC: '1', 'Next-Router-State-Tree': tree }),
        clientError,
        `router state ${tree}`,
      )
    }
    // The review's forms posted by another site's page (a form that posts itself): 403, nothing
    // joined, confirmed or signed up. The one-click unsubscribe is a mail provider's POST: its own.
    for (const path of reviewForms.filter((p) => !p.endsWith('/one-click'))) {
      const body = 'id=1&token=abc&email=fuzz%40example.ge&name=x&phone=1'
      expectStatus(
        await check(
          'POST',
          path,
          {
            'Content-Type': 'application/x-www-form-urlencoded',
            'Sec-Fetch-Site': 'cross-site',
            Origin: 'http://evil.example',
          },
          body,
        ),
        (status) => status === 403,
        `cross-site POST ${path}`,
      )
    }

    console.log(
      `fuzz: ${sent} requests, ${fiveHundreds.length} 5xx, ${acknowledged} submissions acknowledged`,
    )
    expect(wrongStatus, wrongStatus.join('\n')).toEqual([])
    expect(fiveHundreds, fiveHundreds.join('\n')).toEqual([])

    const after = await counts(request)
    expect(after['form-submissions']! - before['form-submissions']!).toBe(acknowledged)
    for (const slug of ['users', 'pages', 'posts', 'media', 'forms'])
      expect(after[slug], slug).toBe(before[slug])
  })
})
