'use client'

import { usePathname } from 'next/navigation'

import { localizePath, locales, type Locale } from '@/i18n/locales'

/** The same page in the other language; the layout is cached, so the path is read in the browser. */
export function otherLocalePath(pathname: string, target: Locale): string {
  const parts = pathname.split('/')
  const first = parts[1] ?? ''
  const rest = (locales as readonly string[]).includes(first)
    ? `/${parts.slice(2).join('/')}`
    : pathname
  return localizePath(rest || '/', target)
}

interface Props {
  target: Locale
  label: string
  name: string
}

export function LanguageSwitch({ target, label, name }: Props) {
  const pathname = usePathname() ?? '/'
  const href = otherLocalePath(pathname, target)
  return (
    // The visible language name is the accessible name (read in its own language); the title
    // explains it in the current one.
    <a href={href} hrefLang={target} lang={target} className="language-switch" title={name}>
      {label}
    </a>
  )
}
