import { MODAL_FOCUS_DELAY_MS } from '@/shared/constants'

/**
 * The off-canvas side panel (./SidePanel.tsx): its toggle (a link to the footer's contact details
 * without JavaScript) opens the modal <dialog>, which makes the rest of the page inert and closes
 * on Escape; the focus goes to the close button after MODAL_FOCUS_DELAY_MS and back to the toggle
 * when it closes. A click on the backdrop closes it too.
 */
function outside(event: MouseEvent, element: Element): boolean {
  const box = element.getBoundingClientRect()
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  )
}

export function enhanceSidePanel(): () => void {
  let timer: number | undefined
  let opener: HTMLElement | null = null
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null
    const toggle = target?.closest?.<HTMLElement>('[data-side-toggle]')
    if (toggle) {
      const dialog = document.getElementById(toggle.dataset.sideToggle ?? '')
      if (!(dialog instanceof HTMLDialogElement) || dialog.open) return
      event.preventDefault()
      opener = toggle
      dialog.showModal()
      window.clearTimeout(timer)
      timer = window.setTimeout(
        () => dialog.querySelector<HTMLElement>('[data-side-close]')?.focus(),
        MODAL_FOCUS_DELAY_MS,
      )
      return
    }
    const dialog = target?.closest?.('dialog.side-panel')
    if (!(dialog instanceof HTMLDialogElement)) return
    // A click on the backdrop targets the dialog itself, and so does one on the panel's own empty
    // space: only a point outside the panel closes it. A close button closes it too.
    if ((target === dialog && outside(event, dialog)) || target?.closest('[data-side-close]'))
      dialog.close()
  }
  const onClose = (event: Event) => {
    if (!(event.target instanceof HTMLDialogElement) || !event.target.matches('.side-panel')) return
    window.clearTimeout(timer)
    opener?.focus()
    opener = null
  }
  // With JavaScript the toggle is a button that opens a dialog (Space too, as buttons do).
  const toggles = document.querySelectorAll<HTMLElement>('[data-side-toggle]')
  toggles.forEach((toggle) => {
    toggle.setAttribute('role', 'button')
    toggle.setAttribute('aria-haspopup', 'dialog')
    toggle.setAttribute('aria-controls', toggle.dataset.sideToggle ?? '')
  })
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== ' ') return
    const toggle = (event.target as Element | null)?.closest?.<HTMLElement>('[data-side-toggle]')
    if (!toggle) return
    event.preventDefault()
    toggle.click()
  }
  document.addEventListener('keydown', onKey)
  document.addEventListener('click', onClick)
  // `close` does not bubble: listen in the capture phase.
  document.addEventListener('close', onClose, true)
  return () => {
    window.clearTimeout(timer)
    document.removeEventListener('keydown', onKey)
    document.removeEventListener('click', onClick)
    document.removeEventListener('close', onClose, true)
  }
}
