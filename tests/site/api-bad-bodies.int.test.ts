/**
 * Payload's REST API with malformed bodies (the fuzz suite found 500s): a body that cannot be read
 * is the client's mistake, a 400, and changes nothing.
 */
import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const BAD_BODIES: [string, string][] = [
  ['multipart/form-data; boundary=fuzz', 'not multipart at all'],
  [
    'multipart/form-data; boundary=fuzz',
    '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\ntruncated',
  ],
  ['multipart/form-data', '--x\r\n'],
  ['multipart/form-data; boundary=', '----\r\n'],
  ['application/json', '{'],
  ['application/json', '"text"'],
  ['application/json', 'null'],
  ['text/plain', 'a=b'],
]

describe.each(databaseKinds)('REST API bodies on %s', (kind) => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload(kind)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it('malformed multipart and JSON to /api get a 4xx, never a 500', async () => {
    const answers: string[] = []
    for (const path of ['/users/login', '/form-submissions', '/posts', '/media']) {
      for (const [type, body] of BAD_BODIES) {
        const request = new Request(`http://localhost:3000/api${path}`, {
          method: 'POST',
          headers: { 'content-type': type, 'x-forwarded-for': '198.51.100.4' },
          body,
        })
        const response = await handleEndpoints({
          config: t.payload.config,
          request,
          payloadInstanceCacheKey: t.key,
        })
        if (response.status >= 500)
          answers.push(
            `${response.status} ${path} ${type} ${JSON.stringify(body)} ${await response.text()}`,
          )
      }
    }
    expect(answers).toEqual([])
    expect((await t.payload.count({ collection: 'form-submissions' })).totalDocs).toBe(0)
  })
})
