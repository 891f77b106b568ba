/**
 * A gallery's arithmetic (spec section 9: "arrow keys 37 and 39 navigate the gallery; gallery
 * counter '%curr% of %total%'; preload [0,2]").
 *
 * Wrap-around: the next of the last item is the first and the previous of the first is the last,
 * as the plugin's `_getLoopedId` did (Magnific Popup's gallery module) and as the property
 * gallery does; so both arrows always work and keyboard users never meet a dead end.
 */

/** `index` brought into `0 … total - 1` round the ends; 0 for an empty gallery. */
export function wrapIndex(index: number, total: number): number {
  if (!Number.isFinite(index) || total < 1) return 0
  return ((Math.trunc(index) % total) + total) % total
}

/**
 * The items to fetch ahead of showing them, nearest first, never the one shown and never one
 * twice. `preload` is [before, after] as the constant reads; as in the plugin
 * (`preloadNearbyImages`), the `after` count goes in the direction the visitor is moving: after a
 * step back, the two items before the current one are fetched. On opening the direction is
 * forward (the plugin's first preload ran with no direction yet, fetching behind; the constant's
 * "after" is the evident intent).
 */
export function preloadIndexes(
  current: number,
  total: number,
  forward: boolean,
  preload: readonly [number, number],
): number[] {
  if (total < 2) return []
  const [before, after] = preload.map((n) => Math.max(0, Math.min(Math.trunc(n) || 0, total - 1)))
  const sign = forward ? 1 : -1
  const here = wrapIndex(current, total)
  const found: number[] = []
  const add = (index: number) => {
    const wrapped = wrapIndex(index, total)
    if (wrapped !== here && !found.includes(wrapped)) found.push(wrapped)
  }
  for (let i = 1; i <= after!; i++) add(here + sign * i)
  for (let i = 1; i <= before!; i++) add(here - sign * i)
  return found
}

/** The counter's words from the catalogue (`%curr% of %total%`), `curr` counted from 1. */
export function formatCounter(template: string, curr: number, total: number): string {
  return template.replaceAll('%curr%', String(curr)).replaceAll('%total%', String(total))
}
