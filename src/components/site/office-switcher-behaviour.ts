import { dismissDetails } from './details-dismiss'
import { OFFICE_STORAGE_KEY } from './office-choice'

/**
 * The top bar's office switcher (./OfficeSwitcher.tsx) with JavaScript: choosing an office shows it
 * in place (`<html data-office>`, which the switcher's CSS reads) instead of following the link,
 * remembers it in localStorage when the browser allows, marks it `aria-current` and closes the
 * switcher with the focus back on it; Escape and a click outside close it too.
 */
export function enhanceOfficeSwitcher(): () => void {
  const switcher = document.querySelector<HTMLDetailsElement>('details.top_bar_info_switcher')
  if (!switcher) return () => {}
  const links = () => switcher.querySelectorAll<HTMLAnchorElement>('a[data-office-choice]')
  const mark = (key: string | null) => {
    const isKnown = [...links()].some((link) => link.dataset.officeChoice === key)
    links().forEach((link, i) => {
      const current = isKnown ? link.dataset.officeChoice === key : i === 0
      if (current) link.setAttribute('aria-current', 'true')
      else link.removeAttribute('aria-current')
    })
  }
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[data-office-choice]')
    if (!link || !switcher.contains(link)) return
    event.preventDefault()
    const key = link.dataset.officeChoice ?? ''
    document.documentElement.setAttribute('data-office', key)
    try {
      localStorage.setItem(OFFICE_STORAGE_KEY, key)
    } catch {
      // Storage refused (private mode, full): the choice lasts for this page.
    }
    mark(key)
    switcher.open = false
    switcher.querySelector('summary')?.focus()
  }
  // The stored choice, else an office the address targets (as the switcher's CSS decides).
  const known = (key: string | null | undefined) =>
    [...links()].some((link) => link.dataset.officeChoice === key)
  const stored = document.documentElement.getAttribute('data-office')
  const targeted = document.querySelector<HTMLElement>('.top_bar_info:target')?.dataset.office
  mark(known(stored) ? stored : (targeted ?? null))
  switcher.addEventListener('click', onClick)
  const undoDismiss = dismissDetails('details.top_bar_info_switcher')
  return () => {
    switcher.removeEventListener('click', onClick)
    undoDismiss()
  }
}
