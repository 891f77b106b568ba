'use client'

/**
 * One info tip: a button described by its tooltip. The style sheet shows the tooltip while the
 * tip is hovered or focused; Escape dismisses it (WCAG 1.4.13) until the pointer leaves or the
 * focus moves, wherever the focus is while the pointer rests on it.
 */
import { useEffect, useState } from 'react'

interface Props {
  /** The tooltip's id. */
  id: string
  term: string
  tip: string
}

export function InfoTip({ id, term, tip }: Props) {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [dismissed, setDismissed] = useState(false)

  useEffect(() => {
    if (!(hovered || focused) || dismissed) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [hovered, focused, dismissed])

  return (
    <span
      className="info-tip"
      data-dismissed={dismissed ? '' : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => {
        setHovered(false)
        if (!focused) setDismissed(false)
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false)
        if (!hovered) setDismissed(false)
      }}
    >
      <button type="button" className="info-tip-trigger" aria-describedby={id}>
        {term}
        <svg className="info-tip-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="10" cy="6" r="1.2" fill="currentColor" />
          <path d="M10 9v5.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <span role="tooltip" id={id} className="info-tip-bubble">
        {tip}
      </span>
    </span>
  )
}
