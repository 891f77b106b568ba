'use client'

/**
 * The image comparison's stage: the "after" image under the "before" one, which is clipped at the
 * divider, and a range input over both that moves it (the APG slider pattern, native: arrows by
 * 1 %, Page Up/Down by 10 %, Home/End; a pointer drags or clicks anywhere on the pictures).
 */
import { useCallback, useState, type ReactNode } from 'react'

interface Props {
  /** The divider's first position, in percent from the left. */
  start: number
  /** The slider's accessible name. */
  label: string
  /** The two images' labels, for the slider's spoken value ("Before 60 %, After 40 %"). */
  labels: [string, string]
  before: ReactNode
  after: ReactNode
}

export function CompareStage({ start, label, labels, before, after }: Props) {
  const [position, setPosition] = useState(start)
  // The slider is in the server's HTML and works before this script arrives: a move made then is
  // taken over when the input mounts, so the divider never disagrees with the slider.
  const adopt = useCallback(
    (input: HTMLInputElement | null) => {
      if (input && input.value !== String(start)) setPosition(Number(input.value))
    },
    [start],
  )
  return (
    <div
      className="image-compare-stage"
      style={{ ['--compare-position' as string]: `${position}%` }}
    >
      {before}
      {after}
      <span className="image-compare-handle" aria-hidden="true" />
      <input
        ref={adopt}
        type="range"
        className="image-compare-range"
        min={0}
        max={100}
        step={1}
        value={position}
        aria-label={label}
        aria-valuetext={`${labels[0]} ${position}%, ${labels[1]} ${100 - position}%`}
        onChange={(event) => setPosition(Number(event.currentTarget.value))}
      />
    </div>
  )
}
