/**
 * The confirm link of a held seat's mail: following it (the page's button, a POST: mail scanners
 * open links) confirms the seat, and the member, whose address is now known to be theirs, gets
 * the confirmation with their name and the cancel link.
 */
import type { Payload } from 'payload'

import { wakeMailWorker } from '@/features/mail'
import { isLocale, type Locale } from '@/i18n/locales'
import { checkLinkToken } from '@/lib/signed-links'

import { CONFIRM_LINK_PURPOSE } from '../model/constants'

import { eventSlugOf, memberByRef, REF } from './cancel'
import { eventFacts, memberMail } from './member-mail'
import { confirmSeat } from './seats'

export type ConfirmResult =
  | { ok: true; eventSlug: string | null }
  | { ok: false; reason: 'invalid' | 'already' | 'expired'; eventSlug?: string | null }

export async function confirmByLink(
  payload: Payload,
  ref: string | null | undefined,
  token: string | null | undefined,
  locale: Locale,
  now = new Date(),
): Promise<ConfirmResult> {
  if (!ref || !REF.test(ref) || !checkLinkToken(token, CONFIRM_LINK_PURPOSE, ref).ok) {
    return { ok: false, reason: 'invalid' }
  }
  const member = await memberByRef(payload, ref)
  if (!member) return { ok: false, reason: 'invalid' }
  const eventId = typeof member.event === 'object' ? member.event.id : member.event
  const eventSlug = await eventSlugOf(payload, eventId)
  if (member.status === 'confirmed') return { ok: false, reason: 'already', eventSlug }
  const mailLocale = isLocale(member.locale) ? member.locale : locale
  const facts = await eventFacts(payload, eventId, mailLocale)
  if (member.status !== 'pending' || !facts) return { ok: false, reason: 'expired', eventSlug }
  const mail = memberMail(
    'confirmed',
    { name: member.name, email: member.email, ref },
    facts,
    mailLocale,
  )
  if (!(await confirmSeat(payload, member.id, mail, now))) {
    // A second press of the button at the same moment: the first confirmed it.
    const again = await memberByRef(payload, ref)
    return { ok: false, reason: again?.status === 'confirmed' ? 'already' : 'expired', eventSlug }
  }
  void wakeMailWorker(payload).catch(() => undefined)
  return { ok: true, eventSlug }
}
