'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

import { ariaCurrent, type CurrentPaths } from '../model/current'

interface Props {
  href: string
  /** The entry's path and its descendants' (model/current.ts), for `aria-current`. */
  paths: CurrentPaths
  newTab: boolean
  className: string
  /** The page's path when the caller knows it; else the router's (the server renders it too). */
  currentPath?: string
  children: ReactNode
}

/**
 * A menu item's link, marked `aria-current="page"` on the current page and `"true"` on the items
 * above it. The path is the router's, read while the server renders (so the mark is there without
 * JavaScript) and again after each client-side navigation: the header is in the cached layout.
 */
export function MenuLink({ href, paths, newTab, className, currentPath, children }: Props) {
  const pathname = usePathname() ?? '/'
  const current = ariaCurrent(paths, currentPath ?? pathname)
  if (newTab || !href.startsWith('/') || href.startsWith('//')) {
    const away = newTab || /^(https?:)?\/\//.test(href)
    return (
      <a
        href={href}
        className={className}
        aria-current={current}
        target={newTab ? '_blank' : undefined}
        rel={away ? 'noopener noreferrer' : undefined}
      >
        {children}
      </a>
    )
  }
  return (
    <Link href={href} prefetch={false} className={className} aria-current={current}>
      {children}
    </Link>
  )
}
