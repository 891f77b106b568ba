import type { Payload } from 'payload'

import { REGISTER_ACTION } from '@/features/accounts'
import { ajaxRoute } from '@/features/ajax'
import { createToken } from '@/lib/tokens'
import { issueFormStart, SPAM_FIELDS } from '@/features/spam'

// Many registrations from one test address: the limits are off unless a test sets them.
process.env.RATE_LIMIT_REGISTER ??= 'off'
process.env.RATE_LIMIT_REGISTER_EMAIL ??= 'off'

export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'

let testPayload: Payload | undefined

/** The admin-ajax route as the app mounts it, given this test's Payload. */
export function useTestPayload(payload: Payload): void {
  testPayload = payload
}

const ajaxPost = ajaxRoute(async () => {
  if (!testPayload) throw new Error('Call useTestPayload first.')
  return testPayload
})

/** What the theme's register form serializes: its fields plus the page's spam fields. */
export function registerFields(
  overrides: Record<string, string | null> = {},
): Record<string, string> {
  const fields: Record<string, string | null> = {
    stm_user_mail: 'nino@example.ge',
    stm_nickname: 'ნინო',
    stm_user_password: 'mtasvla-kazbegze-2026',
    stm_user_link: '',
    stm_site_address: '',
    [SPAM_FIELDS.start]: issueFormStart(Date.now() - 8_000),
    [SPAM_FIELDS.pointer]: JSON.stringify([
      [10, 20, 0],
      [40, 60, 150],
    ]),
    [SPAM_FIELDS.keys]: '24',
    [SPAM_FIELDS.honeypot]: '',
    ...overrides,
  }
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== null),
  )
}

/** A POST as the theme's jQuery makes it: `form.serialize() + '&action=…&security=…'`. */
export function postRegister(
  fields: Record<string, string>,
  {
    token = createToken(REGISTER_ACTION) as string | null,
    headers = {} as Record<string, string>,
  } = {},
): Promise<Response> {
  const body = new URLSearchParams(fields)
  body.set('action', REGISTER_ACTION)
  if (token !== null) body.set('security', token)
  return ajaxPost(
    new Request('http://localhost/wp-admin/admin-ajax.php', {
      method: 'POST',
      body: body.toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'user-agent': BROWSER,
        'accept-language': 'ka-GE,ka;q=0.9',
        'x-forwarded-for': '198.51.100.20',
        ...headers,
      },
    }),
  )
}

export interface OutboxMail {
  id: number
  to: string
  subject: string
  text: string
  kind: string
  sourceId: number
}

export async function mailsTo(payload: Payload, to: string): Promise<OutboxMail[]> {
  const found = await payload.find({
    collection: 'mail-outbox',
    where: { to: { equals: to } },
    sort: 'id',
    limit: 100,
    depth: 0,
  })
  return found.docs as unknown as OutboxMail[]
}

/** The signed link in a mail's text. */
export function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text)
  if (!match) throw new Error(`No link in: ${text}`)
  return new URL(match[0])
}
