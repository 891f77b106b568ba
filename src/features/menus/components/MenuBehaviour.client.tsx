'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { MENU_BAR_MIN_WIDTH_PX } from '@/shared/constants'

/**
 * The menus' dropdowns with JavaScript: WAI-ARIA's disclosure navigation (a button with
 * `aria-expanded` beside each parent link; Escape closes and returns the focus to it; arrow keys,
 * Home and End move between the links of a list; a click outside closes it, and on the wide
 * screen's bar so does the focus leaving it), and on a menu set to hover, a mouse opens and closes
 * them on a wide screen. Without JavaScript the same markup works through its `<details>`: the
 * button opens that disclosure (and mirrors it).
 */
type Toggle = HTMLButtonElement

const TOGGLE = '[data-menu] [data-dropdown-toggle]'
const OPEN = `${TOGGLE}[aria-expanded="true"]`
const onBar = () => window.matchMedia(`(min-width: ${MENU_BAR_MIN_WIDTH_PX}px)`).matches
const isOpen = (toggle: Toggle) => toggle.getAttribute('aria-expanded') === 'true'
const toggleOf = (item: Element | null | undefined) =>
  item?.querySelector<Toggle>(':scope > [data-dropdown-toggle]') ?? null
const parentItem = (node: Element | null | undefined) =>
  node?.closest<HTMLElement>('[data-menu] .has-dropdown') ?? null

function setOpen(toggle: Toggle, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open))
  const disclosure = toggle.nextElementSibling
  if (disclosure instanceof HTMLDetailsElement) {
    disclosure.open = open
    // A closing dropdown stays laid out while it slides away (300 ms): its links leave the tab
    // order at once, or Shift+Tab from the next item would land in them.
    disclosure.querySelector(':scope > .submenu')?.toggleAttribute('inert', !open)
  }
  const item = toggle.parentElement
  if (open) {
    // One open at a time on each level.
    for (const sibling of item?.parentElement?.children ?? []) {
      const other = sibling === item ? null : toggleOf(sibling)
      if (other && isOpen(other)) setOpen(other, false)
    }
  } else {
    delete toggle.dataset.hover
    item?.querySelectorAll<Toggle>(OPEN).forEach((inner) => setOpen(inner, false))
  }
}

/** Closes every open dropdown that `keep` (a click's or the focus's target) is not inside. */
function closeOutside(keep?: Node | null): void {
  document.querySelectorAll<Toggle>(OPEN).forEach((toggle) => {
    if (!keep || !toggle.parentElement?.contains(keep)) setOpen(toggle, false)
  })
}

function onClick(event: MouseEvent): void {
  const target = event.target as Element
  const toggle = target.closest?.<Toggle>(TOGGLE)
  if (!toggle) return closeOutside(target)
  // Opened by the pointer on its way to the button: the click keeps it open.
  if (toggle.dataset.hover) delete toggle.dataset.hover
  else setOpen(toggle, !isOpen(toggle))
}

/** The links and buttons of the list `control` is in, as the keyboard moves through them. */
function controlsBeside(control: Element): HTMLElement[] {
  const list = control.closest('ul')
  if (!list) return []
  return [
    ...list.querySelectorAll<HTMLElement>(':scope > li > :is(a, [data-dropdown-toggle])'),
  ].filter((el) => el.getClientRects().length > 0)
}

/** The first control in `container` the keyboard can reach (a mega panel's form has hidden inputs). */
function firstFocusable(container: Element | null | undefined): HTMLElement | undefined {
  const candidates = container?.querySelectorAll<HTMLElement>(
    'a[href], button:not([hidden]), input:not([type="hidden"]), select, textarea',
  )
  return [...(candidates ?? [])].find(
    (el) => el.tabIndex >= 0 && !el.matches(':disabled') && el.getClientRects().length > 0,
  )
}

function onKeyDown(event: KeyboardEvent): void {
  const active = document.activeElement
  if (event.key === 'Escape') {
    for (let item = parentItem(active); item; item = parentItem(item.parentElement)) {
      const toggle = toggleOf(item)
      if (toggle && isOpen(toggle)) {
        setOpen(toggle, false)
        toggle.focus()
        return
      }
    }
    return closeOutside()
  }
  // Ctrl+End and the like keep their own meaning (scrolling the page, the browser's shortcuts).
  if (event.altKey || event.ctrlKey || event.metaKey) return
  if (!(active instanceof HTMLElement)) return
  if (!active.matches('[data-menu] :is(.menu-link, .submenu-link, [data-dropdown-toggle])')) return
  const controls = controlsBeside(active)
  const at = controls.indexOf(active)
  let next: HTMLElement | undefined
  if (event.key === 'ArrowDown' && active.matches('[data-dropdown-toggle]')) {
    setOpen(active as Toggle, true)
    next = firstFocusable(active.nextElementSibling)
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowRight') next = controls[at + 1]
  else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') next = controls[at - 1]
  else if (event.key === 'Home') next = controls[0]
  else if (event.key === 'End') next = controls.at(-1)
  if (!next) return
  event.preventDefault()
  next.focus()
}

function onFocusOut(event: FocusEvent): void {
  // The bar's dropdowns close when the focus leaves them; the phone's list stays as it was left.
  if (event.relatedTarget instanceof Node && onBar()) closeOutside(event.relatedTarget)
}

/** The menu item a mouse is over, on a menu set to open on hover and a wide screen. */
function hoverItem(event: PointerEvent, from = event.target as Element | null): HTMLElement | null {
  if (event.pointerType !== 'mouse' || !onBar()) return null
  return from?.closest?.<HTMLElement>('[data-dropdowns="hover"] .has-dropdown') ?? null
}

function onPointerOver(event: PointerEvent): void {
  const toggle = toggleOf(hoverItem(event))
  if (!toggle || isOpen(toggle)) return
  setOpen(toggle, true)
  toggle.dataset.hover = '1'
}

function onPointerOut(event: PointerEvent): void {
  const to = event.relatedTarget as Node | null
  // Every item the pointer left, up the tree: from a flyout straight onto the page leaves its
  // dropdown's item too.
  for (let item = hoverItem(event); item; item = hoverItem(event, item.parentElement)) {
    if (item.contains(to)) return
    const toggle = toggleOf(item)
    if (toggle?.dataset.hover) setOpen(toggle, false)
  }
}

const listeners = [
  ['click', onClick],
  ['keydown', onKeyDown],
  ['focusout', onFocusOut],
  ['pointerover', onPointerOver],
  ['pointerout', onPointerOut],
] as const
let users = 0

export function MenuBehaviour() {
  const pathname = usePathname()

  useEffect(() => {
    // Listening once for every menu on the page, however many render this.
    if (users++ === 0) {
      for (const [type, listener] of listeners)
        document.addEventListener(type, listener as EventListener)
    }
    // Where CSS cannot lay the header's disclosure open on a wide screen, it opens here.
    if (!CSS.supports('selector(::details-content)') && onBar()) {
      document.querySelectorAll('[data-menu]').forEach((menu) => {
        const around = menu.closest('details')
        if (around) around.open = true
      })
    }
    return () => {
      if (--users === 0) {
        for (const [type, listener] of listeners)
          document.removeEventListener(type, listener as EventListener)
      }
    }
  }, [])

  // A new page: every dropdown closes.
  useEffect(() => closeOutside(), [pathname])

  return null
}
