/**
 * A write whose transaction may or may not have committed: it was sent, and then the thread or
 * connection that ran it was lost before it answered. Retrying it could store its rows twice, so
 * nothing retries it, and nothing the rows refer to (an uploaded file) may be cleaned up.
 */
export const COMMIT_OUTCOME_UNKNOWN = 'COMMIT_OUTCOME_UNKNOWN'

export class CommitOutcomeUnknown extends Error {
  readonly code = COMMIT_OUTCOME_UNKNOWN

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'CommitOutcomeUnknown'
  }
}

/** By code, not class: the app's bundle and a script may each hold a copy of this module. */
export function isCommitOutcomeUnknown(error: unknown): error is CommitOutcomeUnknown {
  return (error as { code?: unknown } | null)?.code === COMMIT_OUTCOME_UNKNOWN
}
