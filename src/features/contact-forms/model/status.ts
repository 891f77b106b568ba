/**
 * The status machine of a contact form (docs/compatibility.md, "Contact Form 7: statuses") as one
 * pure reducer. The status is what
 * Contact Form 7 writes into the form's `class` and `data-status`, so the original site's CSS and
 * scripts keep recognising it. Isomorphic: no browser or server imports.
 */

/** Statuses of the form; anything a server invents shows as `custom-…`. */
export type FormStatus =
  | 'init'
  | 'validating'
  | 'submitting'
  | 'resetting'
  | 'invalid'
  | 'unaccepted'
  | 'spam'
  | 'aborted'
  | 'sent'
  | 'failed'
  | 'payment-required'
  | `custom-${string}`

/** Server statuses (and the form's own ones) → the status class, as CF7's status.js maps them. */
const KNOWN_STATUSES: ReadonlyMap<string, FormStatus> = new Map<string, FormStatus>([
  ['init', 'init'],
  ['validation_failed', 'invalid'],
  ['acceptance_missing', 'unaccepted'],
  ['spam', 'spam'],
  ['aborted', 'aborted'],
  ['mail_sent', 'sent'],
  ['mail_failed', 'failed'],
  ['submitting', 'submitting'],
  ['resetting', 'resetting'],
  ['validating', 'validating'],
  ['payment_required', 'payment-required'],
])

const CLASS_NAMES: ReadonlySet<string> = new Set(KNOWN_STATUSES.values())

/**
 * The status class of a server status. Unknown ones become `custom-…` exactly as CF7 does it: the
 * first run of characters other than letters and digits becomes a space, the result is trimmed and
 * its first run of spaces becomes a dash (`payment_on_hold` → `custom-payment-on_hold`).
 */
export function statusClassOf(status: string): FormStatus {
  const known = KNOWN_STATUSES.get(status)
  if (known) return known
  if (CLASS_NAMES.has(status)) return status as FormStatus
  const custom = status
    .replace(/[^0-9a-z]+/i, ' ')
    .trim()
    .replace(/\s+/, '-')
  return `custom-${custom}`
}

export interface StatusState {
  status: FormStatus
  /** While validating: the status to restore afterwards. */
  resume: FormStatus | null
  /** The last answer was `mail_sent`: the refill that follows returns the form to `sent`. */
  resetOnMailSent: boolean
}

export type StatusAction =
  /** The visitor submits (also when the site is blocked and nothing is sent). */
  | { type: 'submit' }
  /** The feedback call answered with this server status. */
  | { type: 'response'; status: string }
  /** The feedback call got no usable answer (offline, not JSON, an HTTP error). */
  | { type: 'error' }
  /** The form was reset and the refill call started. */
  | { type: 'reset' }
  /** The refill call ended (successfully or not). */
  | { type: 'refilled' }
  /** Validation of a changed field starts. */
  | { type: 'validate' }
  /** Validation of a changed field ended. */
  | { type: 'validated' }

export const initialStatusState: StatusState = {
  status: 'init',
  resume: null,
  resetOnMailSent: false,
}

/** A state whose status is `status` (e.g. the answer a no-JavaScript post rendered with). */
export function statusStateOf(status: string | null | undefined): StatusState {
  if (!status) return initialStatusState
  return { ...initialStatusState, status: statusClassOf(status) }
}

export function statusReducer(state: StatusState, action: StatusAction): StatusState {
  switch (action.type) {
    case 'submit':
      return { ...state, status: 'submitting', resume: null }
    case 'response':
      return {
        status: statusClassOf(action.status),
        resume: null,
        // The form is reset right after a sent mail; the refill must not wipe the `sent` status.
        resetOnMailSent: action.status === 'mail_sent',
      }
    case 'error':
      // `failed` so the message shows: CSS hides the response output while init or submitting.
      return { ...state, status: 'failed', resume: null }
    case 'reset':
      return { ...state, status: 'resetting', resume: null }
    case 'refilled':
      return {
        status: state.resetOnMailSent ? 'sent' : 'init',
        resume: null,
        resetOnMailSent: false,
      }
    case 'validate':
      if (state.status === 'validating') return state
      return { ...state, status: 'validating', resume: state.status }
    case 'validated':
      // Only undo our own `validating`: a submit or answer in between keeps its status.
      if (state.status !== 'validating') return { ...state, resume: null }
      return { ...state, status: state.resume ?? 'init', resume: null }
  }
}
