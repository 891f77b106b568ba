/**
 * The front's editor check (server/editor-session.mjs) against tokens made by Payload's own
 * signer: only an unexpired token of the `users` collection, signed with this site's secret, is an
 * editor session; a visitor's, a forged, an expired or a made-up one is not.
 */
import { createHash } from 'node:crypto'

import { jwtSign } from 'payload'
import { describe, expect, it } from 'vitest'

import { BODY_CAPS, bodyCapFor } from '../../server/body-caps.mjs'
import { hasEditorSession } from '../../server/editor-session.mjs'

const SECRET = 'front-session-test-secret'
// Payload signs with this derivation of its secret (Payload's constructor in payload/dist/index.js).
const payloadKey = (secret: string) =>
  createHash('sha256').update(secret).digest('hex').slice(0, 32)

const sign = async (collection: string, { secret = SECRET, expiresIn = 3600 } = {}) =>
  (
    await jwtSign({
      fieldsToSign: { id: 1, email: 'e@sakhli.ge', collection },
      secret: payloadKey(secret),
      tokenExpiration: expiresIn,
    })
  ).token

const request = (headers: Record<string, string>) =>
  ({ method: 'POST', headers }) as unknown as import('node:http').IncomingMessage

describe('editor sessions in the front', () => {
  it('an editor’s token (cookie or Authorization) is one; a visitor’s, forged or expired is not', async () => {
    const editor = await sign('users')
    expect(hasEditorSession(request({ cookie: `a=1; payload-token=${editor}` }), SECRET)).toBe(true)
    expect(hasEditorSession(request({ authorization: `JWT ${editor}` }), SECRET)).toBe(true)
    expect(hasEditorSession(request({ authorization: `Bearer ${editor}` }), SECRET)).toBe(true)

    const visitor = await sign('visitors')
    expect(hasEditorSession(request({ cookie: `payload-token=${visitor}` }), SECRET)).toBe(false)
    const otherSecret = await sign('users', { secret: 'another-secret' })
    expect(hasEditorSession(request({ cookie: `payload-token=${otherSecret}` }), SECRET)).toBe(
      false,
    )
    const expired = await sign('users', { expiresIn: -10 })
    expect(hasEditorSession(request({ cookie: `payload-token=${expired}` }), SECRET)).toBe(false)
    for (const made of ['abc', 'a.b.c', `${editor}x`, editor.replace(/\.[^.]+$/, '.AAAA')]) {
      expect(hasEditorSession(request({ cookie: `payload-token=${made}` }), SECRET)).toBe(false)
    }
    expect(hasEditorSession(request({ authorization: 'users API-Key abc' }), SECRET)).toBe(false)
    expect(hasEditorSession(request({ cookie: `payload-token=${editor}` }), '')).toBe(false)
  })

  it('only an editor gets the large admin and API body caps', async () => {
    const previous = process.env.PAYLOAD_SECRET
    process.env.PAYLOAD_SECRET = SECRET
    try {
      const cap = (path: string, cookie: string) =>
        bodyCapFor(request({ cookie }), new URL(`http://localhost${path}`))
      const editor = `payload-token=${await sign('users')}`
      const visitor = `payload-token=${await sign('visitors')}`
      expect(await cap('/api/media', editor)).toBe(BODY_CAPS.api)
      expect(await cap('/admin/collections/pages', editor)).toBe(BODY_CAPS.admin)
      for (const cookie of [visitor, 'payload-token=made-up', '']) {
        expect(await cap('/api/media', cookie)).toBe(BODY_CAPS.small)
        expect(await cap('/admin/collections/pages', cookie)).toBe(BODY_CAPS.small)
      }
    } finally {
      process.env.PAYLOAD_SECRET = previous
    }
  })
})
