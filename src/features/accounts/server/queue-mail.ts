/** Queues account mail in the outbox (the worker delivers it or keeps it for the admin). */
import 'server-only'

import type { Payload } from 'payload'

import { insertAtomically } from '@/db/atomic-insert'
import { outboxRows, wakeMailWorker, type OutgoingMail } from '@/features/mail'

import { VISITORS_SLUG } from '../collections/Visitors/config'

export async function queueAccountMail(
  payload: Payload,
  visitorId: number,
  mails: OutgoingMail[],
): Promise<void> {
  const now = new Date().toISOString()
  await insertAtomically(payload, [
    { table: 'mail_outbox', rows: () => outboxRows(mails, VISITORS_SLUG, visitorId, now) },
  ])
  void wakeMailWorker(payload)
}
