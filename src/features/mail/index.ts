/**
 * One outbox for every e-mail the site sends (contact-form mail and autoresponders now; newsletter
 * confirmation, event and registration mail next). A feature stores a record and its messages
 * together with `insertWithMail`; the worker delivers them.
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
  type MailAttachment,
  type OutgoingMail,
  type RecordWithMail,
} from './server/queue'
export { deliverPendingMail, noteVisitorRequest, wakeMailWorker } from './server/worker'
