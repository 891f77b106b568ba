/**
 * One outbox for every e-mail the site sends, and its only writer: a feature queues messages with
 * `insertWithMail` (a new record and its mail), `queueMail` (mail about an existing record), or,
 * inside its own write, `queueMailStatement` (a SQLite batch) or `queueMailInTransaction` (a
 * PostgreSQL transaction); the worker delivers them. tests/mail/one-writer.test.ts fails when
 * anything outside this folder writes the outbox.
 */
import type { Feature } from '@/features/feature'

import { MailOutbox } from './collections/MailOutbox/config'
import { mailWorkerEnabled, startMailWorker } from './server/worker'

/** The web server (not `next build`, the CLI or tests) runs the worker unless MAIL_WORKER=off. */
function isServing(): boolean {
  return Boolean(process.env.NEXT_RUNTIME) && process.env.NEXT_PHASE !== 'phase-production-build'
}

export const mailFeature: Feature = {
  name: 'mail',
  collections: [MailOutbox],
  onInit: (payload) => {
    if (isServing() && mailWorkerEnabled()) startMailWorker(payload)
  },
}

export { MAIL_STATES, type MailState } from './collections/MailOutbox/config'
export { hasValidRecipients, MAIL_MAX_ATTEMPTS, smtpConfigured } from './server/deliver'
export {
  insertWithMail,
  outboxRows,
  queueMail,
  queueMailInTransaction,
  queueMailStatement,
  type MailAttachment,
  type MailSource,
  type OutgoingMail,
  type PgTransactionLike,
  type RecordWithMail,
  type SelectedMailSource,
} from './server/queue'
export { deliverPendingMail, noteVisitorRequest, wakeMailWorker } from './server/worker'
