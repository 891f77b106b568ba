/**
 * What the `ajax` type shows of the page it GETs. The plugin appended the whole answer; a page of
 * this site is a whole document (header, menus, footer), so the lightbox takes one part of it:
 * the element marked `data-lightbox-content` (a page made to be shown in a lightbox marks it), else
 * the page's `<main>`, and nothing else (no part found is a failure: 'The content could not be
 * loaded.'). The answer is parsed with DOMParser, which runs nothing; what could run once the
 * nodes join the page is removed first: scripts, frames and plug-ins, styles and document-level
 * elements, `on…` handlers and `javascript:` (and `data:`) addresses. Relative addresses are read
 * against the fetched page, not the page showing it; `#…` links stay in the fragment.
 */

/** Where the content is, in order of preference. */
export const FRAGMENT_SELECTORS = ['[data-lightbox-content]', 'main'] as const

export function pickFragment<T>(doc: { querySelector(selector: string): T | null }): T | null {
  for (const selector of FRAGMENT_SELECTORS) {
    const found = doc.querySelector(selector)
    if (found) return found
  }
  return null
}

/** Elements removed with their content: they run code, load other documents or restyle the page. */
export const DROPPED_ELEMENTS = new Set([
  'script',
  'noscript',
  'template',
  'style',
  'link',
  'meta',
  'base',
  'title',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  // SVG animation can set an address attribute after the cleaning (`<set attributeName="href">`).
  'animate',
  'set',
  'animatemotion',
  'animatetransform',
])

/** Attributes holding one address. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'poster',
  'cite',
  'background',
  'xlink:href',
])
/** Of those, where a picture may be inline (`data:image/…`). */
const IMAGE_SOURCE = new Set(['src', 'poster'])
/** Control characters and spaces browsers ignore inside a scheme (`java\tscript:`). */
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f]+/g

/** True when the attribute could run code or leave the page unasked. */
export function isUnsafeAttribute(name: string, value: string): boolean {
  const attribute = name.toLowerCase()
  if (attribute.startsWith('on') || attribute === 'srcdoc' || attribute === 'ping') return true
  if (!URL_ATTRIBUTES.has(attribute) && attribute !== 'srcset') return false
  const text = value.replace(IGNORED_IN_SCHEME, '').toLowerCase()
  if (/^(?:javascript|vbscript):/.test(text) || /,\s*(?:javascript|vbscript):/.test(text))
    return true
  if (text.startsWith('data:'))
    return !(IMAGE_SOURCE.has(attribute) && text.startsWith('data:image/'))
  return false
}

/**
 * A relative address made absolute against the fetched page, so it leads where it did there.
 * Fragment links (`#part`) stay as written: they point into the content shown.
 */
export function resolveAddress(value: string, base: string): string {
  const text = value.trim()
  if (text === '' || text.startsWith('#')) return value
  try {
    return new URL(text, base).href
  } catch {
    return value
  }
}

/** Each candidate of a `srcset` resolved (`a.jpg 1x, b.jpg 2x`). */
export function resolveSrcset(value: string, base: string): string {
  return value
    .split(/,\s+/)
    .map((candidate) => {
      const [address = '', ...descriptor] = candidate.trim().split(/\s+/)
      return [resolveAddress(address, base), ...descriptor].join(' ')
    })
    .join(', ')
}

/** The slice of the DOM the cleaning walks (an Element; tests pass a small tree of their own). */
export interface FragmentNode {
  readonly tagName: string
  readonly children: ArrayLike<FragmentNode>
  readonly attributes: ArrayLike<{ readonly name: string; readonly value: string }>
  removeAttribute(name: string): void
  setAttribute(name: string, value: string): void
  remove(): void
}

/**
 * Makes the fragment under `root` safe to join the page (see above), in place. `idTaken` says
 * whether the page already has an element with an id: such ids are dropped from the fragment, so
 * the page's own links and labels keep pointing at the page's elements.
 */
export function cleanFragment(
  root: FragmentNode,
  base: string,
  idTaken: (id: string) => boolean = () => false,
): void {
  for (const child of Array.from(root.children)) {
    if (DROPPED_ELEMENTS.has(child.tagName.toLowerCase())) {
      child.remove()
      continue
    }
    for (const { name, value } of Array.from(child.attributes)) {
      const attribute = name.toLowerCase()
      if (isUnsafeAttribute(attribute, value) || (attribute === 'id' && idTaken(value))) {
        child.removeAttribute(name)
      } else if (URL_ATTRIBUTES.has(attribute)) {
        const resolved = resolveAddress(value, base)
        if (resolved !== value) child.setAttribute(name, resolved)
      } else if (attribute === 'srcset') {
        child.setAttribute(name, resolveSrcset(value, base))
      }
    }
    cleanFragment(child, base, idTaken)
  }
}
