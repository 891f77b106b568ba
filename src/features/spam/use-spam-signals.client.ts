'use client'

import { useEffect, type RefObject } from 'react'

import { fetchAjaxToken } from '@/lib/compat/ajax-client'
import { POINTER_SAMPLE_INTERVAL_MS, POINTER_WRITE_INTERVAL_MS } from '@/shared/constants'

import { createPointerTrail, FORM_START_ACTION, SPAM_FIELDS } from './model/signals'

/**
 * Spam signals of a form (spec sections 1 and 9): a server-signed start time fetched when the
 * form becomes interactive (the cached page's own one stays if that fails) and the pointer trail,
 * written into its hidden fields. Nothing moves on screen, so reduced motion is unaffected.
 */
export function useSpamSignals(formRef: RefObject<HTMLFormElement | null>, enabled: boolean) {
  useEffect(() => {
    const form = formRef.current
    if (!enabled || !form) return
    const input = (name: string) =>
      form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`)

    let active = true
    fetchAjaxToken(FORM_START_ACTION)
      .then(({ nonce }) => {
        const start = input(SPAM_FIELDS.start)
        if (active && start) start.value = nonce
      })
      .catch(() => undefined)

    const trail = createPointerTrail(Date.now())
    const write = () => {
      const pointer = input(SPAM_FIELDS.pointer)
      if (pointer) pointer.value = trail.json()
    }
    write()
    const sampleTimer = window.setInterval(trail.tick, POINTER_SAMPLE_INTERVAL_MS)
    const writeTimer = window.setInterval(write, POINTER_WRITE_INTERVAL_MS)
    const stop = () => {
      window.clearInterval(sampleTimer)
      window.clearInterval(writeTimer)
      window.removeEventListener('pointermove', onMove)
      write()
    }
    const onMove = (event: PointerEvent) => {
      if (trail.move(event.clientX, event.clientY, Date.now())) stop()
    }
    window.addEventListener('pointermove', onMove, { passive: true })
    return () => {
      active = false
      stop()
    }
  }, [formRef, enabled])
}
