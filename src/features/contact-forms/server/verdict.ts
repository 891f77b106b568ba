/**
 * What becomes of a read submission, before anything is stored: rejected by the form's rules,
 * judged spam by the spam module, refused by a form that takes no submissions, or to be mailed.
 */
import type { FeedbackStatus } from '@/features/contact-forms/model/feedback'
import { readSpamSignals, scoreSpam, type SpamVerdict } from '@/features/spam'

import type { LoadedForm } from './form-cache'
import type { ReadSubmission } from './submission'

export interface Verdict {
  status: FeedbackStatus
  /** The spam module's score; only for a submission that passed the form's rules. */
  spam?: SpamVerdict
}

export function judgeSubmission(
  form: LoadedForm,
  submission: ReadSubmission,
  formData: FormData,
  visitor: { userAgent?: string; channel: 'rest' | 'no-js' },
): Verdict {
  if (submission.invalid.length) return { status: 'validation_failed' }
  if (submission.acceptanceMissing) return { status: 'acceptance_missing' }
  const spam = scoreSpam(
    readSpamSignals(formData, {
      texts: Object.values(submission.posted.fields).flat(),
      userAgent: visitor.userAgent ?? '',
      channel: visitor.channel,
    }),
  )
  if (spam.spam) return { status: 'spam', spam }
  if (form.doc.acceptingSubmissions === false) return { status: 'aborted', spam }
  return { status: 'mail_sent', spam }
}
