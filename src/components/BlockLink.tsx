/**
 * A block's link (the `linkFields` of Call to action, Hero, Card grid): an ordinary SmartLink, or
 * with "Open in: the lightbox" a LightboxLink whose type its address decides. An address the
 * lightbox would not open (another site, a file) stays an ordinary link.
 */
import type { ReactNode } from 'react'

import { LightboxLink } from '@/components/lightbox/LightboxLink'
import { lightboxTypeOf } from '@/components/lightbox/model/link-type'
import { resolveHref, SmartLink } from '@/components/SmartLink'
import type { Locale } from '@/i18n/locales'
import { serverUrl } from '@/utilities/server-url'

export interface BlockLinkValue {
  href: string
  openIn?: 'page' | 'lightbox' | null
  /** Pictures with one gallery name open as one gallery. */
  gallery?: string | null
}

interface Props {
  link: BlockLinkValue
  locale: Locale
  className?: string
  children: ReactNode
}

export function BlockLink({ link, locale, className, children }: Props) {
  const type = link.openIn === 'lightbox' ? lightboxTypeOf(link.href, serverUrl()) : null
  if (!type) {
    return (
      <SmartLink href={link.href} locale={locale} className={className}>
        {children}
      </SmartLink>
    )
  }
  // Only a page of the site has a version per language; a picture or a player has one address.
  const href = type === 'ajax' ? resolveHref(link.href, locale) : link.href.trim()
  const group = type === 'image' ? link.gallery?.trim() : undefined
  return (
    <LightboxLink
      type={group ? 'gallery' : type}
      group={group || undefined}
      href={href}
      className={className}
      rel={type === 'iframe' ? 'noopener noreferrer' : undefined}
    >
      {children}
    </LightboxLink>
  )
}
