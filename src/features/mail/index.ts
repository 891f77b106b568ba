/**
 * One outbox for every e-mail the site sends, and its only writer: a feature queues messages with
 * `insertWithMail` (a new record and its mail), `queueMail` (mail about an existing record), or,
 * inside its own write, `queueMailStatement` (a SQLite batch) or `queueMailInTransaction` (a
 * PostgreSQL transaction); the worker delivers them. tests/mail/one-writer.test.ts fails when
 * anything outside this folder writes the outbox.
 */
import type { Feature } from '@/features/feature'
import { isWebServer } from '@/lib/runtime'

import { MailOutbox } from './collections/MailOutbox/config'
import { mailWorkerEnabled, startMailWorker } from './server/worker'

export const mailFeature: Feature = {
  name: 'mail',
  collections: [MailOutbox],
  onInit: (payload) => {
    // The web server runs the worker unless MAIL_WORKER=off (`npm run worker` runs it apart).
    if (isWebServer() && mailWorkerEnabled()) startMailWorker(payload)
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
