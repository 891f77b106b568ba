/**
 * How many carousel items show at a width (docs/compatibility.md, "Constants: layout"): 1 from 0, 2
 * from 480, 3 from 768, the block's "per row" from 1024 and 1110; and the same rules as CSS, so the
 * layout is right before (and without) any script. Pure.
 */
import { CAROUSEL_BREAKPOINTS, CAROUSEL_PER_ROW_FROM } from '@/shared/constants'

export function carouselSteps(perRow: number): { minWidth: number; items: number }[] {
  return [
    ...CAROUSEL_BREAKPOINTS.map((b) => ({ minWidth: b.minWidth, items: b.items })),
    ...CAROUSEL_PER_ROW_FROM.map((minWidth) => ({ minWidth, items: perRow })),
  ]
}

export function itemsPerView(width: number, perRow: number): number {
  let items = 1
  for (const step of carouselSteps(perRow)) if (width >= step.minWidth) items = step.items
  return items
}

/** `--carousel-items` for a carousel element, per breakpoint. */
export function carouselCss(selector: string, perRow: number): string {
  return carouselSteps(perRow)
    .map(({ minWidth, items }) => {
      const rule = `${selector}{--carousel-items:${items}}`
      return minWidth === 0 ? rule : `@media (min-width:${minWidth}px){${rule}}`
    })
    .join('')
}
