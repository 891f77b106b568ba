import Link from 'next/link'
import type { ReactNode } from 'react'

import { localizePath, locales, type Locale } from '@/i18n/locales'

/** Editors write site paths once (/about); each locale's page links to its own version. */
export function resolveHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const first = href.split('/')[1] ?? ''
  if ((locales as readonly string[]).includes(first)) return href
  return localizePath(href, locale)
}

interface Props {
  href: string
  locale: Locale
  className?: string
  children: ReactNode
  'aria-current'?: 'page'
}

export function SmartLink({ href, locale, children, ...rest }: Props) {
  const resolved = resolveHref(href, locale)
  if (/^(https?:)?\/\//.test(resolved)) {
    return (
      <a href={resolved} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    )
  }
  if (!resolved.startsWith('/')) {
    return (
      <a href={resolved} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link href={resolved} prefetch={false} {...rest}>
      {children}
    </Link>
  )
}
