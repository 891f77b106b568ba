import { SCROLL_TO_MS, STICKY_RESIZE_DEBOUNCE_MS } from '@/shared/constants'

import { debounce, scrollStop, swing } from './scroll'

/**
 * A sticky header (the styles whose table row says `sticky`): CSS keeps it in the flow (no layout
 * shift); this measures the top bar so only the bar below it stays, again 300 ms after the header
 * changes size (a resized window, a top bar that grew).
 */
export function enhanceStickyHeader(): () => void {
  const header = document.querySelector<HTMLElement>('header.site-header[data-header-sticky]')
  if (!header) return () => {}
  const measure = () => {
    const topBar = header.querySelector<HTMLElement>('.top-bar')
    header.style.setProperty('--top-bar-height', `${topBar?.offsetHeight ?? 0}px`)
    document.documentElement.style.setProperty(
      '--sticky-header-height',
      `${header.offsetHeight - (topBar?.offsetHeight ?? 0)}px`,
    )
  }
  measure()
  // The header's own size, not only the window's: the top bar changes height when an office with
  // more items is chosen or an e-mail address is decoded, at any width.
  const onResize = debounce(measure, STICKY_RESIZE_DEBOUNCE_MS)
  const observer = new ResizeObserver(onResize)
  observer.observe(header)
  return () => {
    onResize.cancel()
    observer.disconnect()
  }
}

function stickyHeight(): number {
  const header = document.querySelector<HTMLElement>('header.site-header[data-header-sticky]')
  if (!header) return 0
  return header.offsetHeight - (header.querySelector<HTMLElement>('.top-bar')?.offsetHeight ?? 0)
}

/**
 * The theme's `data-scroll-to` links: a click scrolls to the target (the attribute's `#id`, else
 * the link's own hash) in 700 ms with its easing, layout 19 stopping 50 px short; reduced motion
 * jumps. The focus moves to the target, so keyboard and screen reader users land there too.
 */
export function enhanceScrollTo(): () => void {
  let frame = 0
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return
    const link = (event.target as Element | null)?.closest?.<HTMLElement>('[data-scroll-to]')
    if (!link) return
    const hash =
      link.getAttribute('data-scroll-to') || (link instanceof HTMLAnchorElement ? link.hash : '')
    if (!hash.startsWith('#') || hash.length < 2) return
    const target = document.getElementById(decodeURIComponent(hash.slice(1)))
    if (!target) return
    event.preventDefault()
    const root = document.documentElement
    const stop = scrollStop({
      targetTop: target.getBoundingClientRect().top + window.scrollY,
      stickyHeight: stickyHeight(),
      siteLayout: document.body.className.match(/\bsite_layout_(\d+)\b/)?.[1] ?? '',
      maxScroll: root.scrollHeight - window.innerHeight,
    })
    history.pushState(null, '', hash)
    if (
      !target.hasAttribute('tabindex') &&
      !target.matches('a[href], button, input, select, textarea')
    )
      target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
    cancelAnimationFrame(frame)
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      window.scrollTo({ top: stop, behavior: 'instant' })
      return
    }
    const from = window.scrollY
    const start = performance.now()
    const step = (now: number) => {
      const progress = (now - start) / SCROLL_TO_MS
      window.scrollTo({ top: from + (stop - from) * swing(progress), behavior: 'instant' })
      if (progress < 1) frame = requestAnimationFrame(step)
    }
    frame = requestAnimationFrame(step)
  }
  document.addEventListener('click', onClick)
  return () => {
    cancelAnimationFrame(frame)
    document.removeEventListener('click', onClick)
  }
}
