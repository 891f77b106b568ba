import { MODAL_FOCUS_DELAY_MS } from '@/shared/constants'

/**
 * The header's search popup (a native <details>, ./HeaderSearch.tsx) with JavaScript: opening it
 * moves the focus into the field after the modal focus delay; Escape closes it and hands the focus
 * back to its toggle; a click outside closes it.
 */
export function enhanceHeaderSearch(): () => void {
  let timer: number | undefined
  const popups = () => document.querySelectorAll<HTMLDetailsElement>('details.header-search-popup')
  const onToggle = (event: Event) => {
    const popup = event.target as HTMLDetailsElement
    if (!popup.matches?.('details.header-search-popup') || !popup.open) return
    window.clearTimeout(timer)
    timer = window.setTimeout(
      () => popup.querySelector<HTMLInputElement>('input[name="q"]')?.focus(),
      MODAL_FOCUS_DELAY_MS,
    )
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    for (const popup of popups()) {
      if (!popup.open || !popup.contains(event.target as Node)) continue
      popup.open = false
      popup.querySelector('summary')?.focus()
    }
  }
  const onClick = (event: MouseEvent) => {
    for (const popup of popups())
      if (popup.open && !popup.contains(event.target as Node)) popup.open = false
  }
  // `toggle` does not bubble: listen in the capture phase.
  document.addEventListener('toggle', onToggle, true)
  document.addEventListener('keydown', onKey)
  document.addEventListener('click', onClick)
  return () => {
    window.clearTimeout(timer)
    document.removeEventListener('toggle', onToggle, true)
    document.removeEventListener('keydown', onKey)
    document.removeEventListener('click', onClick)
  }
}
