'use client'

import { useEffect, useId, useRef } from 'react'

interface Props {
  /** Shown while true; the dialog calls `onClose` when the visitor closes it. */
  open: boolean
  title: string
  message: string
  closeLabel: string
  onClose: () => void
  /** Where the focus goes back to when the focus was nowhere as it opened (e.g. the submitter). */
  fallbackFocus?: () => HTMLElement | null
}

/**
 * Blocked submissions are reported in a dialog, as the anti-spam plugin did (docs/compatibility.md,
 * "Error catalogue"). A modal `<dialog>` with a heading that names it and the form's spam message
 * that describes it: opening moves the focus to its close button, Escape or the button closes it,
 * and the focus returns to where it was (the submit button). The form's response output says the
 * same for those who never see the dialog.
 */
export function BlockedDialog({ open, title, message, closeLabel, onClose, fallbackFocus }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const returnFocusRef = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const messageId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      const active = document.activeElement
      returnFocusRef.current =
        active instanceof HTMLElement && active !== document.body
          ? active
          : (fallbackFocus?.() ?? null)
      dialog.showModal()
      closeRef.current?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open, fallbackFocus])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // `close` follows Escape (the dialog's own `cancel`), the button and a programmatic close.
    const onDialogClose = () => {
      const target = returnFocusRef.current
      returnFocusRef.current = null
      if (target?.isConnected) target.focus()
      onClose()
    }
    dialog.addEventListener('close', onDialogClose)
    return () => dialog.removeEventListener('close', onDialogClose)
  }, [onClose])

  return (
    <dialog
      ref={dialogRef}
      className="sakhli-blocked-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={messageId}>{message}</p>
      {/* No `<form method="dialog">`: the dialog sits in CF7's wrapper, whose scripts read its form. */}
      <button
        ref={closeRef}
        type="button"
        className="button"
        onClick={() => dialogRef.current?.close()}
      >
        {closeLabel}
      </button>
    </dialog>
  )
}
