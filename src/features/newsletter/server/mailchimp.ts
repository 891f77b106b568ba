/**
 * Forwarding confirmed subscribers to Mailchimp (lists with an API key and audience id): a retried
 * job kept on the subscriber (`mailchimp.state`, `attempts`, `nextAttemptAt`), run like the mail
 * worker: periodically in the web server and on demand. A failure waits with exponential backoff;
 * after MAILCHIMP_MAX_ATTEMPTS it is `failed`. MAILCHIMP_API_BASE overrides the API's address
 * (tests use a fake server on loopback); by default it is the key's data centre's.
 */
import type { Payload } from 'payload'

import type { NewsletterList, Subscriber } from '@/payload-types'

const MAILCHIMP_MAX_ATTEMPTS = 8
const DEFAULT_RETRY_DELAY_MS = 30_000
const BATCH = 20
const TIMEOUT_MS = 15_000

function retryDelayMs(attempts: number): number {
  const fromEnv = Number(process.env.MAILCHIMP_RETRY_DELAY_MS)
  const base = Number.isFinite(fromEnv) && fromEnv >= 0 ? fromEnv : DEFAULT_RETRY_DELAY_MS
  return base * 2 ** Math.max(0, attempts - 1)
}

/** `…-us21` → `https://us21.api.mailchimp.com`, unless MAILCHIMP_API_BASE says otherwise. */
function mailchimpBase(apiKey: string): string {
  const override = process.env.MAILCHIMP_API_BASE
  if (override) return override.replace(/\/$/, '')
  const dc = apiKey.split('-')[1]
  if (!dc || !/^[a-z0-9]+$/.test(dc)) throw new Error('The Mailchimp API key names no data centre.')
  return `https://${dc}.api.mailchimp.com`
}

/** Adds one member; "Member Exists" counts as done (they are on the audience already). */
async function addMember(list: NewsletterList, subscriber: Subscriber): Promise<void> {
  const key = list.mailchimpApiKey ?? ''
  const url = `${mailchimpBase(key)}/3.0/lists/${encodeURIComponent(list.mailchimpAudienceId ?? '')}/members`
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      Authorization: `apikey ${key}`,
      'Content-Type': 'application/json; charset=utf-8',
    },
    body: JSON.stringify({
      email_address: subscriber.email,
      status: 'subscribed',
      merge_fields: {
        FNAME: subscriber.firstName ?? '',
        LNAME: subscriber.lastName ?? '',
        PHONE: subscriber.phone ?? '',
      },
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (response.ok) return
  const body = (await response.json().catch(() => ({}))) as { title?: string; detail?: string }
  if (response.status === 400 && body.title === 'Member Exists') return
  throw new Error(`Mailchimp answered ${response.status}: ${body.title ?? ''} ${body.detail ?? ''}`)
}

/** Forwards every subscriber whose turn has come; answers how many were tried. */
export async function forwardDueSubscribers(payload: Payload, now = new Date()): Promise<number> {
  const due = await payload.find({
    collection: 'subscribers',
    where: {
      and: [
        { 'mailchimp.state': { in: ['queued', 'retrying'] } },
        { 'mailchimp.nextAttemptAt': { less_than_equal: now.toISOString() } },
      ],
    },
    limit: BATCH,
    depth: 1,
    overrideAccess: true,
  })
  for (const doc of due.docs as Subscriber[]) {
    const attempts = (doc.mailchimp?.attempts ?? 0) + 1
    let data: Subscriber['mailchimp']
    try {
      if (typeof doc.list !== 'object') throw new Error('The list is gone.')
      await addMember(doc.list, doc)
      data = { state: 'sent', attempts, nextAttemptAt: null, lastError: null }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const failed = attempts >= MAILCHIMP_MAX_ATTEMPTS
      data = {
        state: failed ? 'failed' : 'retrying',
        attempts,
        nextAttemptAt: failed ? null : new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
        lastError: message.slice(0, 500),
      }
    }
    await payload.update({
      collection: 'subscribers',
      id: doc.id,
      data: { mailchimp: data },
      overrideAccess: true,
    })
  }
  return due.docs.length
}

let running: Promise<void> | null = null

/** Runs a forwarding round now (one at a time per process). */
function wakeMailchimpForwarder(payload: Payload): Promise<void> {
  running ??= forwardDueSubscribers(payload)
    .then(() => undefined)
    .catch((err: unknown) => payload.logger.error({ err, msg: 'Forwarding to Mailchimp failed' }))
    .finally(() => {
      running = null
    })
  return running
}

/** The periodic round in the web server (retries after their backoff). */
export function startMailchimpForwarder(payload: Payload): () => void {
  const timer = setInterval(() => void wakeMailchimpForwarder(payload), 30_000)
  timer.unref()
  return () => clearInterval(timer)
}
