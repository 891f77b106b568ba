/** The back-to-top rules: shown past "show after" plus the offset. Pure. */

/** Shown once the page has scrolled past "show after" plus the offset; hidden again below it. */
export function isPastThreshold(scrollY: number, threshold: number): boolean {
  return scrollY > threshold
}

/** How far the page is read, 0 to 1 (a page that does not scroll counts as read). */
export function readingProgress(scrollY: number, scrollable: number): number {
  if (scrollable <= 0) return 1
  return Math.min(1, Math.max(0, scrollY / scrollable))
}
