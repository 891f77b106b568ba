import type { Payload } from 'payload'

import { newsletterRoutes } from '@/features/newsletter/server/routes'
import { NEWSLETTER_TOKEN_ACTION } from '@/features/newsletter/model/status'
import { issueFormStart, SPAM_FIELDS } from '@/features/spam'
import { createToken } from '@/lib/tokens'

let address = 0
/** A fresh client address per request, so the per-address limit counts only what a test means. */
export const nextIp = () => `198.51.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`

export async function createList(payload: Payload, data: Record<string, unknown> = {}) {
  const list = await payload.create({
    collection: 'newsletter-lists',
    data: { title: 'Test list', ...data },
    overrideAccess: true,
  })
  return list.id
}

/** The fields ElementsKit's form sends, with a person's spam signals (shown 8 s ago, a pointer). */
export function signupQuery(
  listed: number | string,
  fields: Record<string, string | null> = {},
): URLSearchParams {
  const all: Record<string, string | null> = {
    listed: String(listed),
    email: 'nino@example.ge',
    firstname: 'ნინო',
    lastname: 'ბერიძე',
    [SPAM_FIELDS.start]: issueFormStart(Date.now() - 8_000),
    [SPAM_FIELDS.pointer]: JSON.stringify([
      [10, 20, 0],
      [40, 60, 150],
    ]),
    [SPAM_FIELDS.honeypot]: '',
    ...fields,
  }
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(all)) if (value !== null) query.set(name, value)
  return query
}

/** The REST call as this site's client makes it: with a fresh `X-WP-Nonce` unless `headers` say. */
export function sendmail(
  payload: Payload,
  query: URLSearchParams,
  headers: Record<string, string> = {},
): Promise<Response> {
  const url = `http://localhost/wp-json/elementskit/v1/widget/mailchimp/sendmail/?${query}`
  return newsletterRoutes(async () => payload).sendmail(
    new Request(url, {
      headers: {
        'x-forwarded-for': nextIp(),
        'user-agent': 'Mozilla/5.0 (test)',
        'x-wp-nonce': createToken(NEWSLETTER_TOKEN_ACTION),
        ...headers,
      },
    }),
  )
}

/** `success.body` of an answer, parsed. */
export async function answerOf(response: Response) {
  const json = (await response.json()) as { error: string; success: { body?: string } | [] }
  const body =
    !Array.isArray(json.success) && json.success.body ? JSON.parse(json.success.body) : null
  return { json, body }
}

export async function outboxFor(payload: Payload, subscriberId: number) {
  return (
    await payload.find({
      collection: 'mail-outbox',
      where: { source: { equals: 'subscribers' }, sourceId: { equals: subscriberId } },
      sort: 'createdAt',
      overrideAccess: true,
    })
  ).docs
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(text: string, pathPart: string): URL {
  const match = text.match(new RegExp(`https?://\\S*${pathPart.replace(/\//g, '\\/')}\\?\\S+`))
  if (!match) throw new Error(`No ${pathPart} link in: ${text}`)
  return new URL(match[0])
}
