'use client'

import { useEffect, type RefObject } from 'react'

import { SCROLL_APPEAR_THRESHOLD } from '@/shared/constants'

/** Motion is off on phones and for reduced motion (`html.no-motion`, set in <head>). */
function motionAllowed(): boolean {
  return !document.documentElement.classList.contains('no-motion')
}

/**
 * Calls `onAppear` once, when the element comes SCROLL_APPEAR_THRESHOLD (2 %) above the bottom of
 * the viewport, and only where motion is allowed; the widgets' shared trigger for animations
 * that need a script (counting numbers, shuffling letters).
 */
export function useAppear(ref: RefObject<Element | null>, onAppear: () => void | (() => void)) {
  useEffect(() => {
    const element = ref.current
    if (!element || !motionAllowed()) return
    let cleanup: void | (() => void)
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        cleanup = onAppear()
      },
      { rootMargin: `0px 0px -${SCROLL_APPEAR_THRESHOLD * 100}% 0px` },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cleanup?.()
    }
    // The callback is read once per mount: widgets pass a fresh closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref])
}
