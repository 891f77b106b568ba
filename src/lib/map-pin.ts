/**
 * The marker pin drawn when a marker has no picture of its own: an SVG in the marker's colour (the
 * site's brand colour otherwise), for Leaflet's icon and as an image for Google's. Pure.
 */
import { hexColour } from '@/lib/colour'

export const PIN_SIZE = { width: 28, height: 40 } as const
const DEFAULT_PIN_COLOUR = '#0f4c5c'

export function pinSvg(colour: string | null | undefined): string {
  // hexColour keeps anything but a colour out of the markup.
  const fill = hexColour(colour) ?? DEFAULT_PIN_COLOUR
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PIN_SIZE.width}" height="${PIN_SIZE.height}" viewBox="0 0 28 40" aria-hidden="true">` +
    `<path d="M14 1C6.8 1 1 6.7 1 13.8 1 23.5 14 39 14 39s13-15.5 13-25.2C27 6.7 21.2 1 14 1z" fill="${fill}" stroke="#fff" stroke-width="2"/>` +
    `<circle cx="14" cy="14" r="5" fill="#fff"/></svg>`
  )
}

export function pinDataUrl(colour: string | null | undefined): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(pinSvg(colour))}`
}
