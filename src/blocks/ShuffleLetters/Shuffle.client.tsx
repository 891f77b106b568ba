'use client'

import { useRef, useState } from 'react'

import { useAppear } from '@/components/appear/use-appear.client'
import { SHUFFLE_LETTERS } from '@/shared/constants'

import { shuffleFrame, shuffleFrames } from './shuffle'

/**
 * The heading's text shuffled into place at SHUFFLE_LETTERS.fps once seen. Screen readers read
 * the real text once (the moving copy is hidden from them); the server HTML shows it settled.
 */
export function ShuffleText({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null)
  const [shown, setShown] = useState(text)
  useAppear(ref, () => {
    let frame = 0
    const total = shuffleFrames(text)
    const timer = setInterval(() => {
      frame += 1
      setShown(frame >= total ? text : shuffleFrame(text, frame))
      if (frame >= total) clearInterval(timer)
    }, 1000 / SHUFFLE_LETTERS.fps)
    return () => clearInterval(timer)
  })
  return (
    <>
      <span ref={ref} aria-hidden="true" className="shuffle-letters">
        {shown}
      </span>
      <span className="visually-hidden">{text}</span>
    </>
  )
}
