'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; text: string }
  | { kind: 'error'; text: string }

/**
 * On a submission in the spam folder: marks it as not spam and sends its mail through the Outbox
 * (`POST /api/form-submissions/:id/not-spam`; a second press sends nothing more).
 */
export function NotSpamButton() {
  const { id } = useDocumentInfo()
  const verdict = useFormFields(([fields]) => fields['spam.verdict']?.value)
  const router = useRouter()
  const [state, setState] = useState<State>({ kind: 'idle' })
  if (!id || (verdict !== 'spam' && state.kind === 'idle')) return null

  const press = async () => {
    setState({ kind: 'busy' })
    try {
      const response = await fetch(`/api/form-submissions/${id}/not-spam`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      })
      const body = (await response.json().catch(() => ({}))) as {
        state?: string
        queued?: number
        error?: string
      }
      if (!response.ok) {
        setState({ kind: 'error', text: body.error ?? `Failed (${response.status}).` })
        return
      }
      const text =
        body.state === 'already'
          ? 'It was already marked as not spam; nothing more was sent.'
          : body.state === 'failed'
            ? 'Marked as not spam; its mail has no valid recipient, so nothing was sent.'
            : `Marked as not spam; ${body.queued ?? 0} message(s) queued in the Outbox.`
      setState({ kind: 'done', text })
      router.refresh()
    } catch {
      setState({ kind: 'error', text: 'The request failed; try again.' })
    }
  }

  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <button
        type="button"
        className="btn btn--style-primary btn--size-small"
        onClick={press}
        disabled={state.kind === 'busy' || state.kind === 'done'}
      >
        Not spam: send its mail
      </button>
      <p role="status" style={{ marginTop: '0.5rem' }}>
        {state.kind === 'done' || state.kind === 'error' ? state.text : ''}
      </p>
    </div>
  )
}
