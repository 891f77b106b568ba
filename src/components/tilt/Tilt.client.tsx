'use client'

/**
 * Tilt on hover: the element leans towards the pointer (see tilt-math), easing in and out over
 * the spec's 400 ms. Mouse and pen only; never for touch, reduced motion or mobile browsers.
 * It only moves what is already there: the content is the same with it, without it and without
 * JavaScript.
 */
import { useEffect, useState, type ReactNode } from 'react'

import { TILT } from '@/shared/constants'

import { tiltAllowed, tiltAngles, tiltTransform } from './tilt-math'

/** The tilt script's easing on entering and leaving. */
const EASING = 'cubic-bezier(.03,.98,.52,.99)'

export interface TiltProps {
  as?: 'div' | 'li' | 'figure'
  className?: string
  children: ReactNode
}

export function Tilt({ as = 'div', className = '', children }: TiltProps) {
  const [el, setEl] = useState<HTMLElement | null>(null)

  useEffect(() => {
    if (!el) return
    const hover = window.matchMedia('(hover: hover)')
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)')
    const allowed = (event: PointerEvent) =>
      tiltAllowed({
        pointerType: event.pointerType,
        canHover: hover.matches,
        reducedMotion: reduced.matches,
        noMotionPage: document.documentElement.classList.contains('no-motion'),
      })
    let frame = 0
    let easeTimer: number | undefined
    // The box as the pointer enters: a tilted element's own box would follow its tilt.
    let box: DOMRect | null = null
    const ease = () => {
      window.clearTimeout(easeTimer)
      el.style.transition = `transform ${TILT.speedMs}ms ${EASING}`
      easeTimer = window.setTimeout(() => {
        el.style.transition = ''
      }, TILT.speedMs)
    }
    const onEnter = (event: PointerEvent) => {
      if (!allowed(event)) return
      box = el.getBoundingClientRect()
      el.style.willChange = 'transform'
      ease()
    }
    const onMove = (event: PointerEvent) => {
      if (!allowed(event)) return
      const { clientX, clientY } = event
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        box ??= el.getBoundingClientRect()
        el.style.transform = tiltTransform(tiltAngles(clientX, clientY, box))
      })
    }
    const onLeave = () => {
      cancelAnimationFrame(frame)
      box = null
      if (!el.style.transform) return
      ease()
      el.style.transform = tiltTransform({ rotateX: 0, rotateY: 0 })
      el.style.willChange = ''
    }
    el.addEventListener('pointerenter', onEnter)
    el.addEventListener('pointermove', onMove)
    el.addEventListener('pointerleave', onLeave)
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(easeTimer)
      el.removeEventListener('pointerenter', onEnter)
      el.removeEventListener('pointermove', onMove)
      el.removeEventListener('pointerleave', onLeave)
    }
  }, [el])

  const Tag = as
  return (
    <Tag ref={setEl} className={`tilt ${className}`.trim()}>
      {children}
    </Tag>
  )
}
