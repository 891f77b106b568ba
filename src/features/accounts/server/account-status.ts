/** The outcome an account action redirects with (`?status=`): a key, never text from the URL. */
import type { AccountStrings } from '../messages'

export const ACCOUNT_STATUSES = {
  'login-failed': 'loginFailed',
  'logged-out': 'loggedOut',
  'forgot-sent': 'forgotSent',
  'reset-done': 'resetDone',
  'reset-failed': 'resetFailed',
  deleted: 'deleted',
  'delete-not-confirmed': 'deleteNotConfirmed',
  'too-many': 'tooManyShort',
} as const satisfies Record<string, keyof AccountStrings>

export type AccountStatus = keyof typeof ACCOUNT_STATUSES

export function accountStatusOf(raw: unknown): AccountStatus | undefined {
  return typeof raw === 'string' && raw in ACCOUNT_STATUSES ? (raw as AccountStatus) : undefined
}

/** Statuses that report a failure (shown as an alert, not a status). */
export const FAILED_STATUSES: AccountStatus[] = [
  'login-failed',
  'reset-failed',
  'delete-not-confirmed',
  'too-many',
]
