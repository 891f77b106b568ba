'use client'

/**
 * The site's pop-up: a button that opens a modal `<dialog>` (the WAI-ARIA dialog pattern). The
 * dialog, named by its title, takes the focus as it opens and hands it to its content after
 * POPUP_FOCUS_DELAY_MS (`[data-popup-focus]` inside, else the close button);
 * Escape, the close button or a click on the backdrop closes it, and the focus goes back to the
 * button. The page behind is inert while it is open and does not scroll.
 *
 * Without JavaScript (and until the page is interactive) there is no dialog: the content shows
 * inline in a `<details>` opened by the same label, or the label is a link (`fallbackHref`, e.g.
 * a video's address). Used by the team members' cards and the video pop-up.
 */
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react'

import { useHydrated } from '@/components/use-hydrated'
import { POPUP_FOCUS_DELAY_MS } from '@/shared/constants'

export interface PopupDialogProps {
  /** What the opening button shows: text, or a picture with a name given by `openerLabel`. */
  opener: ReactNode
  /** The button's accessible name when `opener` is not readable text. */
  openerLabel?: string
  openerClassName?: string
  /** The dialog's heading and accessible name. */
  title: string
  closeLabel: string
  className?: string
  /** Without JavaScript the opener is a link here instead of showing the content inline. */
  fallbackHref?: string
  /** Told when the dialog opens and closes (a video player exists only while it is open). */
  onOpenChange?: (open: boolean) => void
  children: ReactNode
}

export function PopupDialog({
  opener,
  openerLabel,
  openerClassName = '',
  title,
  closeLabel,
  className = '',
  fallbackHref,
  onOpenChange,
  children,
}: PopupDialogProps) {
  const enhanced = useHydrated()
  const titleId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const frameRef = useRef<HTMLDivElement>(null)
  const focusTimer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(focusTimer.current), [])

  if (!enhanced) {
    if (fallbackHref) {
      return (
        <a href={fallbackHref} className={openerClassName} aria-label={openerLabel}>
          {opener}
        </a>
      )
    }
    return (
      <details className={`popup-fallback ${className}`}>
        <summary className={openerClassName} aria-label={openerLabel}>
          {opener}
        </summary>
        <div className="popup-fallback-body">{children}</div>
      </details>
    )
  }

  const open = () => {
    const dialog = dialogRef.current
    if (!dialog || dialog.open) return
    // The dialog itself takes the focus first (screen readers announce its name), its content only
    // after the delay: with its content inert for a moment, showModal() finds nothing else to focus.
    const frame = frameRef.current
    if (frame) frame.inert = true
    dialog.showModal()
    if (frame) frame.inert = false
    dialog.focus()
    onOpenChange?.(true)
    window.clearTimeout(focusTimer.current)
    focusTimer.current = window.setTimeout(() => {
      if (!dialog.open) return
      const target = dialog.querySelector<HTMLElement>('[data-popup-focus]') ?? closeRef.current
      target?.focus()
    }, POPUP_FOCUS_DELAY_MS)
  }

  // `close` follows Escape (the dialog's own cancel), the close button and a backdrop click.
  const onClose = () => {
    window.clearTimeout(focusTimer.current)
    onOpenChange?.(false)
    openerRef.current?.focus()
  }

  // A click whose target is the dialog itself landed on its backdrop (the frame fills the box).
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close()
  }

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className={openerClassName}
        aria-haspopup="dialog"
        aria-label={openerLabel}
        onClick={open}
      >
        {opener}
      </button>
      <dialog
        ref={dialogRef}
        className={`popup-dialog ${className}`}
        aria-labelledby={titleId}
        tabIndex={-1}
        onClose={onClose}
        onClick={onDialogClick}
      >
        <div ref={frameRef} className="popup-dialog-frame">
          <div className="popup-dialog-header">
            <h2 id={titleId} className="popup-dialog-title">
              {title}
            </h2>
            <button
              ref={closeRef}
              type="button"
              className="popup-dialog-close"
              aria-label={closeLabel}
              onClick={() => dialogRef.current?.close()}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="popup-dialog-body">{children}</div>
        </div>
      </dialog>
    </>
  )
}
