/**
 * A link the lightbox opens (spec section 7, the popup plugin's types): on the server and without
 * JavaScript an ordinary `<a>` to the picture, the page, the video or the map (or `#id` on this
 * page), so it always leads somewhere; once the page is interactive a click opens it in the
 * lightbox instead (./controller.client.ts). Usable from server and client components.
 *
 * ```tsx
 * <LightboxLink type="gallery" group="flat-12" href={photo.url} title={photo.caption}>
 *   <img src={thumb.url} alt={photo.alt} />
 * </LightboxLink>
 * <LightboxLink type="iframe" href="https://youtu.be/…" title="The district in two minutes">…</LightboxLink>
 * <LightboxLink type="ajax" href="/en/services">…</LightboxLink>
 * <LightboxLink type="inline" href="#terms">…</LightboxLink> <LightboxInlineTarget id="terms">…
 * ```
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react'

import { LightboxEnhancer } from './Lightbox.lazy'
import { LIGHTBOX_ATTRIBUTES, type LightboxType } from './model/types'

export interface LightboxLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'type' | 'title'> {
  /** `image`, `gallery` (an image with the others of its `group`), `ajax`, `inline`, `iframe`. */
  type: LightboxType
  /**
   * The site's picture or page, `#id` on this page, or a YouTube, Vimeo or Google Maps address.
   * One the lightbox does not open (a picture on another host, a video elsewhere) is followed.
   */
  href: string
  /** Links with one group (in the page's order) are a gallery: arrows, counter, preloading. */
  group?: string
  /** The dialog's name and the caption shown under the item; the player frame's title. */
  title?: string
  children: ReactNode
}

export function LightboxLink({ type, href, group, title, children, ...anchor }: LightboxLinkProps) {
  const data = {
    [LIGHTBOX_ATTRIBUTES.type]: type,
    [LIGHTBOX_ATTRIBUTES.group]: group || undefined,
    [LIGHTBOX_ATTRIBUTES.title]: title || undefined,
  }
  return (
    <>
      <a {...anchor} {...data} href={href}>
        {children}
      </a>
      <LightboxEnhancer />
    </>
  )
}
