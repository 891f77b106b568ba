import { MODAL_FOCUS_DELAY_MS } from '@/shared/constants'

import { dismissDetails } from './details-dismiss'

/**
 * The header's search popup (a native <details>, ./HeaderSearch.tsx) with JavaScript: opening it
 * moves the focus into the field after the modal focus delay; Escape closes it and hands the focus
 * back to its toggle; a click outside closes it.
 */
export function enhanceHeaderSearch(): () => void {
  let timer: number | undefined
  const onToggle = (event: Event) => {
    const popup = event.target as HTMLDetailsElement
    if (!popup.matches?.('details.header-search-popup') || !popup.open) return
    window.clearTimeout(timer)
    timer = window.setTimeout(
      () => popup.querySelector<HTMLInputElement>('input[name="q"]')?.focus(),
      MODAL_FOCUS_DELAY_MS,
    )
  }
  // `toggle` does not bubble: listen in the capture phase.
  document.addEventListener('toggle', onToggle, true)
  const undoDismiss = dismissDetails('details.header-search-popup')
  return () => {
    window.clearTimeout(timer)
    document.removeEventListener('toggle', onToggle, true)
    undoDismiss()
  }
}
