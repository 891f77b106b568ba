// What the feedback benchmarks share: the contact page's form as a browser reads it, a submission,
// its multipart body (one per visitor: its own e-mail), and counting through the admin API.
import { findTags, getPage } from './discover.mjs'

export const BENCH_ADMIN = { email: 'bench-admin@sakhli.ge', password: 'bench-password-123' }

/** The contact page's form: its id and hidden fields, as a browser would read them. */
export async function discoverForm(url) {
  const html = await getPage(url, '/contact')
  const hidden = {}
  for (const input of findTags(html, 'input')) {
    if (input.type === 'hidden' && input.name?.startsWith('_wpcf7'))
      hidden[input.name] = input.value ?? ''
  }
  const formId = Number(hidden._wpcf7)
  if (!formId) throw new Error('No contact form (_wpcf7) found on /contact')
  return { formId, hidden }
}

/** A fresh token for `action` from the nonce route, as the site's scripts ask for one. */
export async function fetchNonce(url, action) {
  const res = await fetch(`${url}/wp-json/sakhli/v1/nonce?action=${action}`)
  if (!res.ok) throw new Error(`No token for ${action} (${res.status})`)
  return (await res.json()).nonce
}

/** A fresh signed form-start token, as the contact form's script asks for one. */
export const formStartToken = (url) => fetchNonce(url, 'sakhli_form_start')

/** Stands in for each visitor's e-mail in a body template (see visitorBody). */
const EMAIL_MARK = 'bench-visitor-mark'

export function submission(hidden, startToken, runId, valid) {
  return {
    ...hidden,
    // The server-signed time the form was shown, as the page's script fetches it.
    _sakhli_start: startToken,
    _sakhli_pointer: JSON.stringify([
      [12, 40, 0],
      [80, 120, 150],
    ]),
    _sakhli_website: '',
    'your-name': 'ნინო ბერიძე',
    'your-email': valid ? `${EMAIL_MARK}@example.ge` : `${EMAIL_MARK}-at-example`,
    'your-phone': '+995 555 12 34 56',
    'your-subject': 'ბინის ყიდვა',
    'your-message': `მაინტერესებს ბინის ყიდვა ვაკეში. ${runId}`,
    'privacy-terms': '1',
  }
}

/**
 * A multipart body template: `forVisitor(n)` is the body of visitor n (its own e-mail address,
 * where the submission has one), built by joining buffers, so a benchmark can afford one per
 * request.
 */
export async function multipartTemplate(fields) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  const request = new Request('http://x/', { method: 'POST', body: data })
  const body = Buffer.from(await request.arrayBuffer())
  const at = body.indexOf(EMAIL_MARK)
  const head = at < 0 ? body : body.subarray(0, at)
  const tail = at < 0 ? Buffer.alloc(0) : body.subarray(at + EMAIL_MARK.length)
  return {
    contentType: request.headers.get('content-type'),
    forVisitor: (n) => (at < 0 ? body : Buffer.concat([head, Buffer.from(`visitor-${n}`), tail])),
  }
}

/** Visitor n's address, as a proxy in front of the site would forward it (TRUST_PROXY). */
export function visitorAddress(n) {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

export async function adminToken(url) {
  const login = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  })
  if (!login.ok) throw new Error(`admin login failed (${login.status})`)
  return (await login.json()).token
}

/** How many documents of a collection match `where` (bracketed query parameters). */
export async function countDocs(url, token, collection, where) {
  const query = new URLSearchParams({ ...where, limit: '1', depth: '0' })
  const res = await fetch(`${url}/api/${collection}?${query}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  if (!res.ok) throw new Error(`counting ${collection} failed (${res.status})`)
  return (await res.json()).totalDocs
}
