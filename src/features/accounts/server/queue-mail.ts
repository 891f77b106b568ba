/** Queues account mail in the outbox (the worker delivers it or keeps it for the admin). */
import 'server-only'

import type { Payload } from 'payload'

import { queueMail, wakeMailWorker, type OutgoingMail } from '@/features/mail'

import { VISITORS_SLUG } from '../collections/Visitors/config'

export async function queueAccountMail(
  payload: Payload,
  visitorId: number,
  mails: OutgoingMail[],
): Promise<void> {
  await queueMail(payload, { collection: VISITORS_SLUG, id: visitorId }, mails)
  void wakeMailWorker(payload)
}
