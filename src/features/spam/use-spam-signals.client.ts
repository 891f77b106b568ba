'use client'

import { useEffect, type RefObject } from 'react'

import { fetchAjaxToken } from '@/lib/compat/ajax-client'
import { POINTER_SAMPLE_INTERVAL_MS, POINTER_WRITE_INTERVAL_MS } from '@/shared/constants'

import {
  createKeyCounter,
  createPointerTrail,
  FORM_START_ACTION,
  SPAM_FIELDS,
} from './model/signals'

/**
 * Spam signals of a form (docs/compatibility.md, "Spam: form start token"): a server-signed start
 * time fetched when the
 * form becomes interactive (the cached page's own one stays if that fails), the pointer trail
 * (sampled every 150 ms, at most 50 points) and the number of key presses in the form (a count
 * only: no key and no value is recorded), written into its hidden fields every 1.2 s and before a
 * submit. Nothing moves on screen, so reduced motion is unaffected.
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
    const keys = createKeyCounter()
    const write = () => {
      const pointer = input(SPAM_FIELDS.pointer)
      if (pointer) pointer.value = trail.json()
      const keyCount = input(SPAM_FIELDS.keys)
      if (keyCount) keyCount.value = keys.value()
    }
    write()
    let sampleTimer: number | undefined = window.setInterval(trail.tick, POINTER_SAMPLE_INTERVAL_MS)
    const writeTimer = window.setInterval(write, POINTER_WRITE_INTERVAL_MS)
    const stopSampling = () => {
      window.clearInterval(sampleTimer)
      sampleTimer = undefined
      window.removeEventListener('pointermove', onMove)
      write()
    }
    const onMove = (event: PointerEvent) => {
      if (trail.move(event.clientX, event.clientY, Date.now())) stopSampling()
    }
    // Only that a key went down: never `event.key` or the field's value.
    const onKey = () => {
      keys.press()
    }
    window.addEventListener('pointermove', onMove, { passive: true })
    form.addEventListener('keydown', onKey, { passive: true })
    // Capture: the fields hold the latest counts before the form's own submit handler reads them.
    form.addEventListener('submit', write, { capture: true })
    return () => {
      active = false
      stopSampling()
      window.clearInterval(writeTimer)
      form.removeEventListener('keydown', onKey)
      form.removeEventListener('submit', write, { capture: true })
    }
  }, [formRef, enabled])
}
