/** The cancel link of a member's mail: frees the seat and promotes the next in line, mailed. */
import type { Payload } from 'payload'

import { wakeMailWorker } from '@/features/mail'
import type { Locale } from '@/i18n/locales'
import { checkLinkToken } from '@/lib/signed-links'

import { CANCEL_LINK_PURPOSE } from '../model/constants'

import { promotionMail } from './member-mail'
import { freeSeat } from './seats'

export const REF = /^[0-9a-f]{32}$/

export type CancelResult =
  | { ok: true; eventSlug: string | null }
  | { ok: false; reason: 'invalid' | 'not-found' | 'already' }

export async function memberByRef(payload: Payload, ref: string) {
  const found = await payload.find({
    collection: 'event-members',
    where: { ref: { equals: ref } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

export async function eventSlugOf(payload: Payload, eventId: number): Promise<string | null> {
  const event = await payload.find({
    collection: 'events',
    where: { id: { equals: eventId } },
    depth: 0,
    limit: 1,
    select: { slug: true },
  })
  return event.docs[0]?.slug ?? null
}

export async function cancelByLink(
  payload: Payload,
  ref: string | null | undefined,
  token: string | null | undefined,
  locale: Locale,
): Promise<CancelResult> {
  if (!ref || !REF.test(ref) || !checkLinkToken(token, CANCEL_LINK_PURPOSE, ref).ok) {
    return { ok: false, reason: 'invalid' }
  }
  const member = await memberByRef(payload, ref)
  if (!member) return { ok: false, reason: 'not-found' }
  if (member.status === 'cancelled' || member.status === 'expired') {
    return { ok: false, reason: 'already' }
  }
  const outcome = await freeSeat(payload, member.id, 'cancel', (promotedId) =>
    promotionMail(payload, promotedId, locale),
  )
  if (outcome.promoted.length) void wakeMailWorker(payload).catch(() => undefined)
  if (!outcome.freed) return { ok: false, reason: 'already' }
  const eventId = typeof member.event === 'object' ? member.event.id : member.event
  return { ok: true, eventSlug: await eventSlugOf(payload, eventId) }
}
