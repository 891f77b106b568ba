/**
 * The markers around a widget area in its fragment document, and cutting the area out of it:
 * the call answers the area's HTML and nothing else of the document. Pure.
 */
export const FRAGMENT_START = 'start'
export const FRAGMENT_END = 'end'

const marker = (name: string) => `<div data-sakhli-fragment="${name}" hidden=""></div>`

/** The HTML between the markers, or null when the document does not hold exactly one pair. */
export function cutFragment(document: string): string | null {
  const start = document.indexOf(marker(FRAGMENT_START))
  const end = document.indexOf(marker(FRAGMENT_END))
  if (start < 0 || end < start) return null
  if (document.indexOf(marker(FRAGMENT_START), start + 1) >= 0) return null
  return document.slice(start + marker(FRAGMENT_START).length, end)
}
