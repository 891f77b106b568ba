/** The cancel link of a member's mail: frees the seat and promotes the next in line, mailed. */
import type { Payload } from 'payload'

import { wakeMailWorker } from '@/features/mail'
import { isLocale, type Locale } from '@/i18n/locales'
import { checkLinkToken } from '@/lib/signed-links'

import { CANCEL_LINK_PURPOSE } from '../model/constants'

import { eventFacts, memberMail } from './member-mail'
import { cancelMember } from './seats'

const REF = /^[0-9a-f]{32}$/

export type CancelResult =
  | { ok: true; eventSlug: string | null }
  | { ok: false; reason: 'invalid' | 'not-found' | 'already' }

async function memberByRef(payload: Payload, ref: string) {
  const found = await payload.find({
    collection: 'event-members',
    where: { ref: { equals: ref } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
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
  if (member.status === 'cancelled') return { ok: false, reason: 'already' }
  const outcome = await cancelMember(payload, member.id, async (promotedId) => {
    const promoted = await payload.findByID({
      collection: 'event-members',
      id: promotedId,
      depth: 0,
      overrideAccess: true,
    })
    const mailLocale = isLocale(promoted.locale) ? promoted.locale : locale
    const eventId = typeof promoted.event === 'object' ? promoted.event.id : promoted.event
    const facts = await eventFacts(payload, eventId, mailLocale)
    if (!facts || !promoted.ref) return null
    return memberMail(
      'promoted',
      { name: promoted.name, email: promoted.email, ref: promoted.ref },
      facts,
      mailLocale,
    )
  })
  if (!outcome.cancelled) return { ok: false, reason: 'already' }
  if (outcome.promotedId) void wakeMailWorker(payload).catch(() => undefined)
  const eventId = typeof member.event === 'object' ? member.event.id : member.event
  const event = await payload.find({
    collection: 'events',
    where: { id: { equals: eventId } },
    depth: 0,
    limit: 1,
    select: { slug: true },
  })
  return { ok: true, eventSlug: event.docs[0]?.slug ?? null }
}
