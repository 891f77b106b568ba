/**
 * One popup's modal `<dialog>`, plain DOM like the lightbox (src/components/lightbox/
 * controller.client.ts) and with the site's dialog conventions (PopupDialog.client.tsx): named by
 * the popup's title; the dialog takes the focus as it opens and hands it to `[data-popup-focus]`,
 * else the close button, else the content's first control, after POPUP_FOCUS_DELAY_MS; the focus
 * goes back where it was when it closes; the page behind is inert (showModal).
 *
 * Spec 3 and 4's behaviour: closed by its button, the backdrop, Escape or `close_automatically`,
 * unless `prevent_close_on_background_click` / `prevent_close_on_esc_key`; the close button shows
 * `close_button_delay` seconds after it opens (spec 9: in seconds), inside the box or outside its
 * corner (`close_button_position`); `prevent_scroll` holds the page (popups.css); entrance and
 * exit animations are CSS classes, none for reduced motion; a do-not-show-again button.
 *
 * The content is the slot's element, moved into the dialog while it is open and put back after (as
 * the lightbox borrows an inline target), so forms and widgets the server rendered keep working.
 */
import type { PopupsLabels } from '@/i18n/messages/popups'
import { POPUP_FOCUS_DELAY_MS } from '@/shared/constants'
import { FOCUSABLE_SELECTOR, keepTabInside } from '@/shared/dialog-focus'

import { asSeconds } from '../model/settings'
import { ENTRANCE_ANIMATIONS, EXIT_ANIMATIONS } from '../options'
import type { SlotPopup } from './slot-data'

export type PopupCloseReason = 'button' | 'escape' | 'backdrop' | 'auto' | 'never-again'

/** The exit animations last 300 ms (popups.css); the dialog closes by this time whatever happens. */
export const POPUP_EXIT_FALLBACK_MS = 450

export interface PopupDialogDeps {
  doc: Document
  labels: PopupsLabels
  /** Reduced motion asked for (html.no-motion or the media query): no animations. */
  reducedMotion(): boolean
  onOpen(popup: SlotPopup): void
  onClose(popup: SlotPopup, reason: PopupCloseReason): void
  /** A link followed or a form sent inside it: once per showing. */
  onConversion(popup: SlotPopup): void
  onNeverAgain(popup: SlotPopup): void
}

export interface PopupDialogHandle {
  readonly popup: SlotPopup
  readonly dialog: HTMLDialogElement
  isOpen(): boolean
  /** `opener`: where the focus returns on close (default: the focused element). */
  open(opener?: Element | null): void
  requestClose(reason: PopupCloseReason): void
  /** Closes at once without counting, puts the content back, removes the dialog. */
  destroy(): void
}

const isKnown = (list: readonly string[], name: string | null | undefined): name is string =>
  typeof name === 'string' && name !== 'none' && list.includes(name)

function button(doc: Document, className: string): HTMLButtonElement {
  const node = doc.createElement('button')
  node.type = 'button'
  node.className = className
  return node
}

export function createPopupDialog(
  popup: SlotPopup,
  content: HTMLElement,
  deps: PopupDialogDeps,
): PopupDialogHandle {
  const { doc, labels } = deps
  const settings = popup.settings
  const closeDelayMs = Math.round((asSeconds(settings.close_button_delay) ?? 0) * 1000)
  const autoCloseMs = Math.round((asSeconds(settings.close_automatically) ?? 0) * 1000)
  const view = doc.defaultView!

  const dialog = doc.createElement('dialog')
  dialog.className = 'popup-modal'
  dialog.tabIndex = -1
  dialog.dataset.popupId = String(popup.id)
  dialog.dataset.closePosition = settings.close_button_position === 'outside' ? 'outside' : 'inside'
  if (settings.prevent_scroll) dialog.dataset.preventScroll = ''
  dialog.setAttribute('aria-label', popup.title.trim() || labels.popupDialog)

  // The box fills the dialog: a click on the dialog element itself landed on the backdrop.
  const box = doc.createElement('div')
  box.className = 'popup-modal-box'
  const close = button(doc, 'popup-modal-close')
  close.setAttribute('aria-label', labels.popupClose)
  const glyph = doc.createElement('span')
  glyph.setAttribute('aria-hidden', 'true')
  glyph.textContent = '×'
  close.append(glyph)
  const frame = doc.createElement('div')
  frame.className = 'popup-modal-frame'
  const body = doc.createElement('div')
  body.className = 'popup-modal-body'
  const footer = doc.createElement('div')
  footer.className = 'popup-modal-footer'
  const never = button(doc, 'popup-modal-never')
  never.textContent = labels.popupNeverAgain
  footer.append(never)
  frame.append(body, footer)
  box.append(close, frame)
  dialog.append(box)

  let timers: number[] = []
  let opener: Element | null = null
  let placeholder: Comment | null = null
  let reason: PopupCloseReason | null = null
  let leaving = false
  let converted = false
  let pressedInside = false
  let destroyed = false

  const later = (ms: number, run: () => void) => timers.push(view.setTimeout(run, ms))
  const clearTimers = () => {
    timers.forEach((timer) => view.clearTimeout(timer))
    timers = []
  }

  function putContentBack() {
    if (!placeholder) return
    if (placeholder.isConnected) placeholder.replaceWith(content)
    else content.remove()
    placeholder = null
  }

  function convert() {
    if (converted || !dialog.open) return
    converted = true
    deps.onConversion(popup)
  }

  function requestClose(why: PopupCloseReason) {
    if (!dialog.open || leaving) return
    reason = why
    const exit = settings.exit_animation
    if (deps.reducedMotion() || !isKnown(EXIT_ANIMATIONS, exit)) {
      dialog.close()
      return
    }
    leaving = true
    dialog.classList.remove('is-entering')
    dialog.dataset.exit = exit
    dialog.classList.add('is-leaving')
    const done = () => {
      dialog.removeEventListener('animationend', onExitEnd)
      if (dialog.open) dialog.close()
    }
    const onExitEnd = (event: Event) => {
      if (event.target === dialog) done()
    }
    dialog.addEventListener('animationend', onExitEnd)
    later(POPUP_EXIT_FALLBACK_MS, done)
  }

  // Escape: handled on keydown (its default prevented, so the browser's own close request never
  // comes: Chrome lets a page refuse `cancel` only once between user actions).
  dialog.addEventListener('keydown', (event) => {
    if (keepTabInside(dialog, event)) return
    if (event.key !== 'Escape' || event.defaultPrevented) return
    event.preventDefault()
    if (!settings.prevent_close_on_esc_key) requestClose('escape')
  })
  // A close request without a key (Android's back button) may still come as `cancel`.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault()
    if (!settings.prevent_close_on_esc_key) requestClose('escape')
  })
  // A press that began inside (selecting text) and ended on the backdrop is no backdrop click.
  dialog.addEventListener('pointerdown', (event) => {
    pressedInside = event.target !== dialog
  })
  dialog.addEventListener('click', (event) => {
    const onBackdrop = event.target === dialog && !pressedInside
    pressedInside = false
    if (onBackdrop && !settings.prevent_close_on_background_click) requestClose('backdrop')
  })
  close.addEventListener('click', () => requestClose('button'))
  never.addEventListener('click', () => {
    deps.onNeverAgain(popup)
    requestClose('never-again')
  })
  // Conversions (issue 29): a link followed (a click, or a middle click opening a tab) or a form
  // sent inside the content.
  const onLinkClick = (event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return
    const target = event.target
    const link = target instanceof view.Element ? target.closest('a[href]') : null
    if (link && body.contains(link)) convert()
  }
  body.addEventListener('click', onLinkClick)
  body.addEventListener('auxclick', onLinkClick)
  body.addEventListener('submit', () => convert(), true)

  dialog.addEventListener('animationend', (event) => {
    if (event.target === dialog) dialog.classList.remove('is-entering')
  })
  dialog.addEventListener('close', () => {
    if (destroyed) return
    clearTimers()
    leaving = false
    dialog.classList.remove('is-entering', 'is-leaving')
    putContentBack()
    const back = opener
    opener = null
    if (back instanceof view.HTMLElement && back.isConnected && back !== doc.body) back.focus()
    const why = reason ?? 'escape'
    reason = null
    deps.onClose(popup, why)
  })

  function open(from?: Element | null) {
    if (destroyed || dialog.open) return
    opener = from ?? doc.activeElement
    reason = null
    converted = false
    leaving = false
    placeholder = doc.createComment(`popup ${popup.id}`)
    content.before(placeholder)
    body.append(content)
    if (!dialog.isConnected) doc.body.append(dialog)

    close.hidden = closeDelayMs > 0
    if (closeDelayMs > 0) later(closeDelayMs, () => (close.hidden = false))
    const entrance = settings.entrance_animation
    dialog.classList.remove('is-leaving')
    if (!deps.reducedMotion() && isKnown(ENTRANCE_ANIMATIONS, entrance)) {
      dialog.dataset.entrance = entrance
      dialog.classList.add('is-entering')
    }
    // As PopupDialog: the dialog takes the focus first (its name is announced), its content only
    // after the delay; with the box inert for a moment, showModal() finds nothing else to focus.
    box.inert = true
    dialog.showModal()
    box.inert = false
    dialog.focus()
    later(POPUP_FOCUS_DELAY_MS, () => {
      if (!dialog.open) return
      const target =
        dialog.querySelector<HTMLElement>('[data-popup-focus]') ??
        (close.hidden ? body.querySelector<HTMLElement>(FOCUSABLE_SELECTOR) : close)
      target?.focus()
    })
    if (autoCloseMs > 0) later(autoCloseMs, () => requestClose('auto'))
    deps.onOpen(popup)
  }

  return {
    popup,
    dialog,
    isOpen: () => dialog.open,
    open,
    requestClose,
    destroy() {
      if (destroyed) return
      destroyed = true
      clearTimers()
      if (dialog.open) dialog.close()
      putContentBack()
      dialog.remove()
    },
  }
}
