'use client'

/**
 * Tabs as the WAI-ARIA tabs pattern (automatic activation): ArrowLeft/ArrowRight move between tabs
 * (wrapping, mirrored in right-to-left text), Home/End jump, and the URL hash (`#panel-id`) opens
 * its tab; each panel keeps its id, so links to it work. Without JavaScript (and while hydrating)
 * every panel shows under its own heading, one after another. Used by the Tabs block and the
 * events' lesson tabs.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { useHydrated, useLocationHash } from '@/components/use-hydrated'
import { TAB_TRANSITION_MS } from '@/shared/constants'

export interface TabItem {
  /** The panel's id (the hash that opens it); the tab's id is `{id}-tab`. */
  id: string
  tab: ReactNode
  panel: ReactNode
}

export interface TabsProps {
  items: TabItem[]
  /** The tab list's accessible name. */
  label: string
  /** The heading level of each panel's title without JavaScript. */
  headingLevel?: 2 | 3 | 4
  className?: string
  /** Extra classes the original markup used (the theme's and the kit's scripts look for them). */
  classes?: { list?: string; tab?: string; panel?: string }
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 }

export function Tabs({ items, label, headingLevel = 3, className = '', classes = {} }: TabsProps) {
  const enhanced = useHydrated()
  const hash = useLocationHash()
  // A tab chosen on the page wins until the hash changes again (a link to another panel).
  const [chosen, setChosen] = useState<number | null>(null)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const fromHash = items.findIndex((item) => `#${item.id}` === hash)
  const active = chosen ?? (fromHash >= 0 ? fromHash : 0)

  useEffect(() => {
    const forget = () => setChosen(null)
    window.addEventListener('hashchange', forget)
    return () => window.removeEventListener('hashchange', forget)
  }, [])

  const select = (index: number) => {
    const next = (index + items.length) % items.length
    setChosen(next)
    tabs.current[next]?.focus()
    history.replaceState(null, '', `#${items[next]!.id}`)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const step = STEP[event.key]
    if (step !== undefined) select(index + (rtl ? -step : step))
    else if (event.key === 'Home') select(0)
    else if (event.key === 'End') select(items.length - 1)
    else return
    event.preventDefault()
  }

  if (!enhanced) {
    const Heading = `h${headingLevel}` as const
    return (
      <div className={`tabs tabs-static ${className}`}>
        {items.map((item) => (
          <section key={item.id} id={item.id} className={`tabs-panel ${classes.panel ?? ''}`}>
            <Heading className="tabs-static-title">{item.tab}</Heading>
            {item.panel}
          </section>
        ))}
      </div>
    )
  }
  return (
    <div
      className={`tabs ${className}`}
      style={{ ['--tab-transition' as string]: `${TAB_TRANSITION_MS}ms` }}
    >
      <div role="tablist" aria-label={label} className={`tabs-list ${classes.list ?? ''}`}>
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(el) => {
              tabs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${item.id}-tab`}
            aria-selected={i === active}
            aria-controls={item.id}
            tabIndex={i === active ? 0 : -1}
            className={`tabs-tab ${classes.tab ?? ''}`}
            onClick={() => select(i)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            {item.tab}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.id}
          role="tabpanel"
          id={item.id}
          aria-labelledby={`${item.id}-tab`}
          hidden={i !== active}
          tabIndex={0}
          className={`tabs-panel ${classes.panel ?? ''}`}
        >
          {item.panel}
        </div>
      ))}
    </div>
  )
}
