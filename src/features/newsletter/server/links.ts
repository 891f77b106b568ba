/**
 * What the mailed links do: confirm a pending subscription, unsubscribe. Both are signed for the
 * subscriber's random link key (`@/lib/signed-links`), both are idempotent, and both act only on
 * a POST: opening a link (a GET, which mail scanners and link previews make too) shows a page with
 * a button and changes nothing.
 */
import type { Payload } from 'payload'

import { checkLinkToken } from '@/lib/signed-links'
import type { Subscriber } from '@/payload-types'

import { CONFIRM_PURPOSE, UNSUBSCRIBE_PURPOSE } from './mails'
import { queueForwarding } from './mailchimp-queue'

export type LinkOutcome = { ok: true; subscriber: Subscriber } | { ok: false }

async function subscriberByKey(payload: Payload, key: string): Promise<Subscriber | null> {
  const found = await payload.find({
    collection: 'subscribers',
    where: { linkKey: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (found.docs[0] as Subscriber | undefined) ?? null
}

async function checked(
  payload: Payload,
  key: unknown,
  token: unknown,
  purpose: string,
): Promise<Subscriber | null> {
  if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{10,64}$/.test(key)) return null
  if (!checkLinkToken(token, purpose, key).ok) return null
  return subscriberByKey(payload, key)
}

/** Whether a confirm link is good, without acting on it (the page with the button). */
export async function checkConfirmLink(
  payload: Payload,
  key: unknown,
  token: unknown,
): Promise<LinkOutcome> {
  const subscriber = await checked(payload, key, token, CONFIRM_PURPOSE)
  return subscriber ? { ok: true, subscriber } : { ok: false }
}

/**
 * The confirm page's button (a POST): a pending subscriber becomes `subscribed` (and is forwarded
 * to Mailchimp).
 */
export async function confirmSubscription(
  payload: Payload,
  key: unknown,
  token: unknown,
): Promise<LinkOutcome> {
  const subscriber = await checked(payload, key, token, CONFIRM_PURPOSE)
  if (!subscriber) return { ok: false }
  if (subscriber.status !== 'pending') return { ok: true, subscriber }
  const updated = (await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: { status: 'subscribed', confirmedAt: new Date().toISOString() },
    overrideAccess: true,
  })) as Subscriber
  await queueForwarding(payload, updated)
  return { ok: true, subscriber: updated }
}

/** Whether an unsubscribe link is good, without acting on it (the page with the button). */
export async function checkUnsubscribeLink(
  payload: Payload,
  key: unknown,
  token: unknown,
): Promise<LinkOutcome> {
  const subscriber = await checked(payload, key, token, UNSUBSCRIBE_PURPOSE)
  return subscriber ? { ok: true, subscriber } : { ok: false }
}

export async function unsubscribe(
  payload: Payload,
  key: unknown,
  token: unknown,
): Promise<LinkOutcome> {
  const subscriber = await checked(payload, key, token, UNSUBSCRIBE_PURPOSE)
  if (!subscriber) return { ok: false }
  if (subscriber.status === 'unsubscribed') return { ok: true, subscriber }
  const updated = (await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
    overrideAccess: true,
  })) as Subscriber
  return { ok: true, subscriber: updated }
}
