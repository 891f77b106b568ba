'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import {
  LAZY_LOAD_MARGIN_PX,
  MENU_BAR_MIN_WIDTH_PX,
  PRELOADER_REMOVAL_MS,
  SCROLL_APPEAR_THRESHOLD,
} from '@/shared/constants'

import { enhanceHeaderSearch } from './header-search-behaviour'
import { enhanceOfficeSwitcher } from './office-switcher-behaviour'
import { enhanceScrollTo, enhanceStickyHeader } from './scroll-behaviour'
import { enhanceSidePanel } from './side-panel-behaviour'

/**
 * Marks lazy sections `is-loaded` 200 px before they scroll into view (the original theme's hook
 * for lazy backgrounds; sections are laid out from the start, since `content-visibility` made
 * accessibility tools measure text below the fold against whatever overlapped it), and runs
 * scroll animations.
 */
function observeSections(): () => void {
  const lazy = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        entry.target.classList.add('is-loaded')
        lazy.unobserve(entry.target)
      }
    },
    { rootMargin: `${LAZY_LOAD_MARGIN_PX}px 0px` },
  )
  document.querySelectorAll('.lazy-section:not(.is-loaded)').forEach((el) => lazy.observe(el))

  // Phones and reduced-motion visitors get no scroll animations (html.no-motion, set in <head>).
  const animate = document.documentElement.classList.contains('no-motion')
    ? null
    : new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue
            entry.target.classList.add('is-visible')
            animate?.unobserve(entry.target)
          }
        },
        { rootMargin: `0px 0px -${SCROLL_APPEAR_THRESHOLD * 100}% 0px` },
      )
  // `data-appear`: widgets that animate their own values once seen (counters, rings), not faded.
  document
    .querySelectorAll('[data-animation]:not(.is-visible), [data-appear]:not(.is-visible)')
    .forEach((el) => animate?.observe(el))
  return () => {
    lazy.disconnect()
    animate?.disconnect()
  }
}

/** A new page closes the header's mobile menu (the menus close their own dropdowns). */
function closeMobileMenu() {
  // From this width the disclosure is the menu bar, laid open (by the menu's script where CSS cannot).
  if (window.matchMedia(`(min-width: ${MENU_BAR_MIN_WIDTH_PX}px)`).matches) return
  document.querySelectorAll<HTMLDetailsElement>('details.mobile-nav[open]').forEach((d) => {
    d.open = false
  })
}

/**
 * The original theme's page behaviour, on every page: the preloader goes about 250 ms after load,
 * lazy sections and scroll animations (again after each client-side navigation), the header's
 * search popup, its sticky bar, its side panel, the top bar's office switcher and `data-scroll-to`
 * links. The menus' dropdowns are the menus feature's
 * (src/features/menus/components/MenuBehaviour.client.tsx).
 */
export function PageBehaviour() {
  const pathname = usePathname()

  useEffect(() => {
    let timer: number | undefined
    const removePreloader = () => {
      timer = window.setTimeout(
        () => document.getElementById('preloader')?.remove(),
        PRELOADER_REMOVAL_MS,
      )
    }
    if (document.readyState === 'complete') removePreloader()
    else window.addEventListener('load', removePreloader, { once: true })

    const undo = [
      enhanceHeaderSearch(),
      enhanceStickyHeader(),
      enhanceScrollTo(),
      enhanceSidePanel(),
      enhanceOfficeSwitcher(),
    ]

    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('load', removePreloader)
      undo.forEach((fn) => fn())
    }
  }, [])

  useEffect(() => {
    closeMobileMenu()
    return observeSections()
  }, [pathname])

  return null
}
