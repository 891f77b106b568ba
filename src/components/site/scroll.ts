import { SCROLL_TO_LAYOUT_19_OFFSET_PX } from '@/shared/constants'

/** Runs `fn` once calls have stopped for `ms` (a resize's last event). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const debounced = (...args: A) => {
    clearTimeout(timer)
    timer = setTimeout(() => fn(...args), ms)
  }
  debounced.cancel = () => clearTimeout(timer)
  return debounced
}

/**
 * Where a `data-scroll-to` scroll stops: the target's top in the document, less the sticky bar's
 * height and, on site layout 19, the theme's 50 px; never above the page or past its end.
 */
export function scrollStop({
  targetTop,
  stickyHeight,
  siteLayout,
  maxScroll,
}: {
  targetTop: number
  stickyHeight: number
  siteLayout: string
  maxScroll: number
}): number {
  const offset = stickyHeight + (siteLayout === '19' ? SCROLL_TO_LAYOUT_19_OFFSET_PX : 0)
  return Math.round(Math.min(Math.max(targetTop - offset, 0), Math.max(maxScroll, 0)))
}

/** jQuery's `swing` easing, the theme's: progress 0..1 in, eased 0..1 out. */
export function swing(progress: number): number {
  const p = Math.min(Math.max(progress, 0), 1)
  return 0.5 - Math.cos(p * Math.PI) / 2
}
