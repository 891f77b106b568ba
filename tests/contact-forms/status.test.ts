import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  initialStatusState,
  statusClassOf,
  statusReducer,
  statusStateOf,
  type StatusAction,
  type StatusState,
} from '@/features/contact-forms/model/status'

function run(actions: StatusAction[], from: StatusState = initialStatusState): StatusState {
  return actions.reduce(statusReducer, from)
}

describe('status classes (CF7 status.js)', () => {
  it('maps the server statuses to form states', () => {
    expect(statusClassOf('validation_failed')).toBe('invalid')
    expect(statusClassOf('acceptance_missing')).toBe('unaccepted')
    expect(statusClassOf('spam')).toBe('spam')
    expect(statusClassOf('aborted')).toBe('aborted')
    expect(statusClassOf('mail_sent')).toBe('sent')
    expect(statusClassOf('mail_failed')).toBe('failed')
    expect(statusClassOf('payment_required')).toBe('payment-required')
  })

  it('keeps the form own statuses and class names as they are', () => {
    for (const status of ['init', 'validating', 'submitting', 'resetting', 'sent', 'invalid']) {
      expect(statusClassOf(status)).toBe(status)
    }
  })

  it('turns other statuses into custom-…, replacing only the first run as CF7 does', () => {
    expect(statusClassOf('on_hold')).toBe('custom-on-hold')
    expect(statusClassOf('payment_on_hold')).toBe('custom-payment-on_hold')
    expect(statusClassOf('_queued')).toBe('custom-queued')
    expect(statusClassOf('queued')).toBe('custom-queued')
    expect(statusClassOf('a  b')).toBe('custom-a-b')
  })
})

describe('status reducer', () => {
  it('starts at init and submits', () => {
    expect(initialStatusState.status).toBe('init')
    expect(run([{ type: 'submit' }]).status).toBe('submitting')
  })

  it('applies the server status after submitting', () => {
    const cases: [string, string][] = [
      ['validation_failed', 'invalid'],
      ['acceptance_missing', 'unaccepted'],
      ['spam', 'spam'],
      ['aborted', 'aborted'],
      ['mail_sent', 'sent'],
      ['mail_failed', 'failed'],
      ['payment_required', 'payment-required'],
      ['waiting_list', 'custom-waiting-list'],
    ]
    for (const [server, status] of cases) {
      expect(run([{ type: 'submit' }, { type: 'response', status: server }]).status).toBe(status)
    }
  })

  it('returns to sent, not init, when the form is refilled after a sent mail', () => {
    const afterSend = run([{ type: 'submit' }, { type: 'response', status: 'mail_sent' }])
    expect(afterSend.resetOnMailSent).toBe(true)
    const resetting = statusReducer(afterSend, { type: 'reset' })
    expect(resetting.status).toBe('resetting')
    const refilled = statusReducer(resetting, { type: 'refilled' })
    expect(refilled.status).toBe('sent')
    expect(refilled.resetOnMailSent).toBe(false)
    // The next refill (a plain reset) goes back to init.
    expect(run([{ type: 'reset' }, { type: 'refilled' }], refilled).status).toBe('init')
  })

  it('sets resetting during a plain refill and init afterwards', () => {
    const invalid = run([{ type: 'submit' }, { type: 'response', status: 'validation_failed' }])
    expect(statusReducer(invalid, { type: 'reset' }).status).toBe('resetting')
    expect(run([{ type: 'reset' }, { type: 'refilled' }], invalid).status).toBe('init')
  })

  it('forgets a sent mail once another answer comes before the refill', () => {
    const state = run([
      { type: 'submit' },
      { type: 'response', status: 'mail_sent' },
      { type: 'submit' },
      { type: 'response', status: 'spam' },
      { type: 'reset' },
      { type: 'refilled' },
    ])
    expect(state.status).toBe('init')
  })

  it('validates temporarily and restores the prior status', () => {
    const invalid = run([{ type: 'submit' }, { type: 'response', status: 'validation_failed' }])
    const validating = statusReducer(invalid, { type: 'validate' })
    expect(validating.status).toBe('validating')
    expect(statusReducer(validating, { type: 'validated' }).status).toBe('invalid')
    expect(run([{ type: 'validate' }, { type: 'validated' }]).status).toBe('init')
  })

  it('does not nest validations nor undo a status set meanwhile', () => {
    const twice = run([{ type: 'validate' }, { type: 'validate' }, { type: 'validated' }])
    expect(twice.status).toBe('init')
    const submitted = run([{ type: 'validate' }, { type: 'submit' }, { type: 'validated' }])
    expect(submitted.status).toBe('submitting')
  })

  it('shows a request without a usable answer as failed', () => {
    expect(run([{ type: 'submit' }, { type: 'error' }]).status).toBe('failed')
  })

  it('starts from the answer a no-JavaScript post rendered with', () => {
    expect(statusStateOf('mail_sent').status).toBe('sent')
    expect(statusStateOf('validation_failed').status).toBe('invalid')
    expect(statusStateOf(null)).toEqual(initialStatusState)
  })

  it('is pure: never mutates the state it is given', () => {
    const action = fc.oneof(
      fc.constantFrom<StatusAction>(
        { type: 'submit' },
        { type: 'error' },
        { type: 'reset' },
        { type: 'refilled' },
        { type: 'validate' },
        { type: 'validated' },
      ),
      fc.string().map((status): StatusAction => ({ type: 'response', status })),
    )
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), (actions) => {
        let state = initialStatusState
        for (const a of actions) {
          const before = JSON.stringify(state)
          const next = statusReducer(state, a)
          expect(JSON.stringify(state)).toBe(before)
          // Never stuck in validating once validation ended.
          if (a.type === 'validated') expect(next.status).not.toBe('validating')
          state = next
        }
      }),
    )
  })
})
