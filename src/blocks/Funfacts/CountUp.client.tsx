'use client'

import { useRef, useState } from 'react'

import { useAppear } from '@/components/appear/use-appear.client'
import { NUMBER_ANIMATION_MS } from '@/shared/constants'

import { countAt, groupDigits } from './count'

/**
 * A number that counts up from zero over NUMBER_ANIMATION_MS once seen. Screen readers get the
 * final number only (the moving one is hidden from them); the server HTML already shows it.
 */
export function CountUp({ value, groupSeparator }: { value: number; groupSeparator: string }) {
  const ref = useRef<HTMLSpanElement>(null)
  const [shown, setShown] = useState(value)
  const format = (n: number) => groupDigits(n, groupSeparator)
  useAppear(ref, () => {
    const start = performance.now()
    let frame = requestAnimationFrame(function step(now) {
      const n = countAt(value, now - start, NUMBER_ANIMATION_MS)
      setShown(n)
      if (n !== value) frame = requestAnimationFrame(step)
    })
    return () => cancelAnimationFrame(frame)
  })
  return (
    <>
      <span ref={ref} aria-hidden="true">
        {format(shown)}
      </span>
      <span className="visually-hidden">{format(value)}</span>
    </>
  )
}
