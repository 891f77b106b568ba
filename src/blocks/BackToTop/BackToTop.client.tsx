'use client'

import { useEffect } from 'react'

import { isPastThreshold, readingProgress } from './scroll'

/** Shows the button past the threshold and draws the reading progress; one rAF per scroll burst. */
export function BackToTopWatcher({
  targetId,
  threshold,
  ringLength,
}: {
  targetId: string
  threshold: number
  ringLength: number
}) {
  useEffect(() => {
    const button = document.getElementById(targetId)
    if (!button) return
    const ring = button.querySelector<SVGCircleElement>('.progress')
    button.dataset.ready = ''
    let frame = 0
    const update = () => {
      frame = 0
      const y = window.scrollY
      const max = document.documentElement.scrollHeight - window.innerHeight
      if (isPastThreshold(y, threshold)) button.dataset.visible = ''
      else delete button.dataset.visible
      ring?.setAttribute('stroke-dashoffset', String(ringLength * (1 - readingProgress(y, max))))
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll, { passive: true })
    return () => {
      if (frame) cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      delete button.dataset.ready
    }
  }, [targetId, threshold, ringLength])
  return null
}
