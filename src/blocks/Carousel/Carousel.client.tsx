'use client'

/**
 * The WAI-ARIA carousel pattern on Embla: previous/next buttons, a rotation button first (autoplay
 * every CAROUSEL_INTERVAL_MS, stopped while the pointer or focus is inside, never under reduced
 * motion), slides as labelled groups, and a live region only while not rotating. Before the
 * script runs the slides sit in a native scroll-snap row, so nothing moves when it takes over.
 */
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import {
  Children,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'

import { useHydrated } from '@/components/use-hydrated'
import { CAROUSEL_INTERVAL_MS } from '@/shared/constants'

interface Labels {
  carousel: string
  previous: string
  next: string
  pause: string
  play: string
  /** "{n} of {total}" with the placeholders left in. */
  slideOf: string
}

const MOTION_QUERY = '(prefers-reduced-motion: reduce)'
const prefersReducedMotion = () => window.matchMedia(MOTION_QUERY).matches
function onMotionChange(notify: () => void) {
  const query = window.matchMedia(MOTION_QUERY)
  query.addEventListener('change', notify)
  return () => query.removeEventListener('change', notify)
}

export function Carousel({
  id,
  labels,
  autoplay,
  children,
}: {
  id: string
  labels: Labels
  autoplay: boolean
  children: ReactNode
}) {
  const hydrated = useHydrated()
  const [plugin] = useState(() =>
    Autoplay({ delay: CAROUSEL_INTERVAL_MS, playOnInit: false, stopOnInteraction: false }),
  )
  const [viewport, api] = useEmblaCarousel({ loop: true, align: 'start' }, autoplay ? [plugin] : [])
  // The visitor's own choice (the rotation button) wins; until they make one, reduced motion decides (assumed on the
  // server and while hydrating, so the first render matches the HTML: no rotation).
  const reduced = useSyncExternalStore(onMotionChange, prefersReducedMotion, () => true)
  const [choice, setChoice] = useState<boolean | null>(null)
  const stopped = !autoplay || (choice ?? reduced)
  // Paused, as the pattern asks, while the pointer or the focus is inside.
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const rotating = autoplay && !stopped && !hovered && !focused
  useEffect(() => {
    if (!api || !autoplay) return
    if (rotating) plugin.play()
    else plugin.stop()
  }, [api, autoplay, plugin, rotating])
  const toggle = useCallback(() => setChoice(!stopped), [stopped])
  const slides = Children.toArray(children)
  return (
    <div
      className="carousel-frame"
      data-enhanced={hydrated ? '' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      {hydrated ? (
        <div className="carousel-controls">
          {autoplay ? (
            <button type="button" className="carousel-rotation" onClick={toggle}>
              {stopped ? labels.play : labels.pause}
            </button>
          ) : null}
          <button
            type="button"
            className="carousel-prev"
            aria-controls={`${id}-slides`}
            onClick={() => api?.scrollPrev()}
          >
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{labels.previous}</span>
          </button>
          <button
            type="button"
            className="carousel-next"
            aria-controls={`${id}-slides`}
            onClick={() => api?.scrollNext()}
          >
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{labels.next}</span>
          </button>
        </div>
      ) : null}
      {/* Without the script the row scrolls natively: focusable, so keys scroll it too. */}
      <div
        className="carousel-viewport"
        ref={viewport}
        {...(hydrated ? {} : { tabIndex: 0, role: 'region', 'aria-label': labels.carousel })}
      >
        <div id={`${id}-slides`} className="carousel-track" aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className="carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slideOf
                .replace('{n}', String(i + 1))
                .replace('{total}', String(slides.length))}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
