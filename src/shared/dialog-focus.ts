/**
 * Keyboard focus inside a modal dialog (WAI-ARIA APG, dialog pattern): Tab from the last control
 * goes to the first and Shift+Tab from the first to the last. A modal `<dialog>` makes the page
 * behind inert, but Chromium lets Tab leave it for the browser's own UI (or the document in a
 * headless browser); the site's dialogs keep it inside. Browser code, plain DOM.
 */

/** The controls Tab stops at (hidden and disabled ones aside). */
export const FOCUSABLE_SELECTOR =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])'

/** Shown: not `hidden` (itself or an ancestor), nor `display: none` where the browser can say. */
const shown = (node: HTMLElement) =>
  !node.closest('[hidden]') &&
  (typeof node.checkVisibility !== 'function' || node.checkVisibility())

/** The dialog's controls a visitor can reach now: shown and not inside `inert`. */
export function tabbableIn(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)].filter(
    (node) => shown(node) && !node.closest('[inert]'),
  )
}

/** On a dialog's keydown: wraps Tab round its controls. True when it moved the focus. */
export function keepTabInside(dialog: HTMLElement, event: KeyboardEvent): boolean {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return false
  const controls = tabbableIn(dialog)
  const first = controls[0]
  const last = controls.at(-1)
  if (!first || !last) {
    // Nothing to stop at: the focus stays on the dialog itself.
    event.preventDefault()
    return false
  }
  const active = dialog.ownerDocument.activeElement
  const outside = !active || !dialog.contains(active)
  if (event.shiftKey && (active === first || active === dialog || outside)) {
    event.preventDefault()
    last.focus()
    return true
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault()
    first.focus()
    return true
  }
  return false
}
