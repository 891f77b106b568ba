import { useEffect, type RefObject } from 'react'

import {
  POINTER_MAX_SAMPLES,
  POINTER_SAMPLE_INTERVAL_MS,
  POINTER_WRITE_INTERVAL_MS,
} from '@/shared/constants'
import { SPAM_FIELDS } from '@/features/contact-forms/model/feedback'

import { pointerSample } from '@/features/contact-forms/block/behaviours'

export type PointerPoint = [x: number, y: number, t: number]

/**
 * The pointer trail of spec section 9: at most one point per sampling tick, none after
 * `max` points. Pure, so the rule is testable without a browser.
 */
export function createPointerTrail(startedAt: number, max = POINTER_MAX_SAMPLES) {
  const points: PointerPoint[] = []
  let due = true
  return {
    /** A sampling tick passed: the next movement is recorded. */
    tick() {
      due = true
    },
    /** Records a movement when a tick is due; true once the trail is full. */
    move(x: number, y: number, now: number): boolean {
      if (due && points.length < max) {
        points.push(pointerSample(x, y, now, startedAt))
        due = false
      }
      return points.length >= max
    },
    full: () => points.length >= max,
    /** `[[x, y, t], ...]`, what the hidden pointer field holds. */
    json: () => JSON.stringify(points),
  }
}

/**
 * Spam signals of a form (spec sections 1 and 9): the time it became interactive and the pointer
 * trail, written into its hidden fields. Nothing moves on screen, so reduced motion is unaffected.
 */
export function useSpamSignals(formRef: RefObject<HTMLFormElement | null>, enabled: boolean) {
  useEffect(() => {
    const form = formRef.current
    if (!enabled || !form) return
    const input = (name: string) =>
      form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`)

    const startedAt = Date.now()
    const started = input(SPAM_FIELDS.startedAt)
    if (started) started.value = String(startedAt)

    const trail = createPointerTrail(startedAt)
    const write = () => {
      const pointer = input(SPAM_FIELDS.pointer)
      if (pointer) pointer.value = trail.json()
    }
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
    return stop
  }, [formRef, enabled])
}
