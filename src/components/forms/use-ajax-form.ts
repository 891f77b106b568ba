'use client'

import { useRef, useState, type FormEvent } from 'react'

import type { Locale } from '@/i18n/locales'
import { tooManyAttemptsMessage } from '@/i18n/too-many-attempts'
import { withoutActionFields } from '@/lib/http/form-data'
import { readRetryAfter } from '@/lib/http/retry-after'

export interface AjaxFormOptions<R> {
  locale: Locale
  /** Posts the fields (React's `$ACTION…` fields of the no-JavaScript path left out). */
  send: (fields: FormData, form: HTMLFormElement) => Promise<Response>
  /** The result an answer shows, or null when its body is not one this form reads. */
  read: (body: unknown, response: Response) => R | null
  /** The result of a refusal by a rate limit whose body the form does not read: `message` says
   * that this connection made too many attempts and when to try again (its `Retry-After`). */
  limited: (message: string) => R
  /**
   * The result when there was no readable answer: no answer at all (offline, a timeout: `error`
   * is what was thrown) or one it cannot read (`response` is given).
   */
  failed: (error: unknown, response?: Response) => R
  /** The result shown before any submit (a no-JavaScript answer the page came with). */
  initial?: R | null
  /** Before sending: a result to show without sending (e.g. already done), or undefined. */
  before?: (form: HTMLFormElement) => R | undefined
  /** Once the result is shown: focus, reset, counters. */
  after?: (result: R, form: HTMLFormElement) => void
}

/**
 * A theme-style form enhanced by script: the submit is prevented, the fields go to the site's
 * admin-ajax or REST call, and the answer becomes a result the form shows (a message, marks on
 * fields). One submit at a time; a 429 the form cannot read says when to try again.
 */
export function useAjaxForm<R>(options: AjaxFormOptions<R>) {
  const formRef = useRef<HTMLFormElement>(null)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<R | null>(options.initial ?? null)
  const busyRef = useRef(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busyRef.current) return
    const form = event.currentTarget
    const early = options.before?.(form)
    if (early !== undefined) {
      setResult(early)
      return
    }
    busyRef.current = true
    setBusy(true)
    setResult(null)
    let next: R
    try {
      const response = await options.send(withoutActionFields(new FormData(form)), form)
      const body: unknown = await response.json().catch(() => null)
      const read = options.read(body, response)
      if (read !== null) next = read
      else if (response.status === 429) {
        next = options.limited(
          tooManyAttemptsMessage(options.locale, readRetryAfter(response.headers)),
        )
      } else next = options.failed(new Error(`The server answered ${response.status}.`), response)
    } catch (error) {
      next = options.failed(error)
    }
    busyRef.current = false
    setBusy(false)
    setResult(next)
    options.after?.(next, form)
  }

  return { formRef, busy, result, setResult, onSubmit }
}
