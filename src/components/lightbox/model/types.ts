/**
 * The lightbox's kinds of link, as the popup plugin (Magnific Popup) named its types (spec
 * section 7 "Maps and popups"): `ajax` GETs a page of the site and shows part of it, `inline`
 * shows an element of this page (`#id`), `image` one picture, `gallery` a picture among the links
 * of its group, `iframe` a YouTube, Vimeo or Google Maps player (or a page of this site).
 */
export const LIGHTBOX_TYPES = ['image', 'gallery', 'ajax', 'inline', 'iframe'] as const
export type LightboxType = (typeof LIGHTBOX_TYPES)[number]

export function isLightboxType(value: unknown): value is LightboxType {
  return typeof value === 'string' && (LIGHTBOX_TYPES as readonly string[]).includes(value)
}

/** The attributes the server puts on a lightbox link; the client reads nothing else. */
export const LIGHTBOX_ATTRIBUTES = {
  type: 'data-lightbox',
  group: 'data-lightbox-group',
  title: 'data-lightbox-title',
} as const
