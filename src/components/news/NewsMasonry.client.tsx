'use client'

import { useEffect, useRef, type ReactNode } from 'react'

import { NEWS_MASONRY_RESIZE_DEBOUNCE_MS, NEWS_MASONRY_TRANSITION_S } from '@/shared/constants'

import { animates, movesBetween, type Box } from './masonry-moves'

const CONTAINER = '.news-masonry'

function boxesOf(cards: HTMLElement[]): Box[] {
  return cards.map((card) => ({ left: card.offsetLeft, top: card.offsetTop }))
}

/**
 * Refines the CSS-columns masonry: never moves a card at first paint; after a resize (debounced)
 * it lets each card travel from its old place to the one CSS gave it.
 */
export function NewsMasonry({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const container = root.current?.querySelector<HTMLElement>(CONTAINER)
    if (!container) {
      console.error('Bad element')
      return
    }
    const cards = () => Array.from(container.children) as HTMLElement[]
    // Layout positions (offsets ignore transforms), so a move in flight does not skew the next.
    let last = boxesOf(cards())
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = () => {
      const items = cards()
      const now = boxesOf(items)
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      if (animates(window.innerWidth, reduced)) {
        for (const { index, dx, dy } of movesBetween(last, now)) {
          const card = items[index]!
          card.style.transition = 'none'
          card.style.transform = `translate(${dx}px, ${dy}px)`
        }
        // One frame at the old place, then travel to the new one.
        requestAnimationFrame(() => {
          for (const card of items) {
            if (!card.style.transform) continue
            card.style.transition = `transform ${NEWS_MASONRY_TRANSITION_S}s`
            card.style.transform = ''
          }
        })
      }
      last = now
    }
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(settle, NEWS_MASONRY_RESIZE_DEBOUNCE_MS)
    }
    window.addEventListener('resize', onResize)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('resize', onResize)
    }
  }, [])
  return <div ref={root}>{children}</div>
}
