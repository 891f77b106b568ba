'use client'

/**
 * The theme's `.load_more_btn` (custom.js): a link to the next page without JavaScript; with it,
 * a click (or scrolling within 50 px of the list's end) posts `stm_ajax_load_events`, puts the
 * loading state on the link's parent, appends the cards, moves the page counter, and removes
 * the link when `load_more` is false.
 */
import { useCallback, useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { postAjax } from '@/lib/compat/ajax-client'

import { eventStrings } from '../messages'
import { LOAD_EVENTS_ACTION } from '../model/constants'

interface Props {
  href: string
  /** The theme's counter: pages shown so far (the next call's `page`). */
  page: number
  loadBy: number
  filter: string
  category: string
  locale: Locale
}

interface LoadAnswer {
  html?: unknown
  new_page?: unknown
  load_more?: unknown
}

/** Within this many pixels of the list's end, scrolling loads the next page. */
export const SCROLL_LOAD_PX = 50

export function LoadMoreEvents({ href, page: firstPage, loadBy, filter, category, locale }: Props) {
  const s = eventStrings(locale)
  const [page, setPage] = useState(firstPage)
  const [done, setDone] = useState(false)
  const [loading, setLoading] = useState(false)
  const [status, setStatus] = useState('')
  const busy = useRef(false)

  const load = useCallback(
    async (focusNew: boolean) => {
      if (busy.current || done) return
      busy.current = true
      setLoading(true)
      setStatus(s.loading)
      try {
        const response = await postAjax(LOAD_EVENTS_ACTION, {
          page: String(page),
          load_by: String(loadBy),
          filter,
          category,
          lang: locale,
        })
        const data = (await response.json()) as LoadAnswer
        if (!response.ok || typeof data.html !== 'string') throw new Error('bad answer')
        const list = document.getElementById('event-list')
        const template = document.createElement('template')
        // The html is the site's own card markup, rendered and escaped by the server.
        template.innerHTML = data.html
        const firstNew = template.content.querySelector<HTMLAnchorElement>('a')
        list?.append(template.content)
        if (typeof data.new_page === 'number') setPage(data.new_page)
        if (!data.load_more) setDone(true)
        setStatus(s.loadedMore)
        // Keyboard users continue from the first new card, not from the top of the page.
        if (focusNew) firstNew?.focus({ preventScroll: true })
      } catch {
        setStatus(s.failed)
      } finally {
        busy.current = false
        setLoading(false)
      }
    },
    [page, loadBy, filter, category, locale, done, s],
  )

  useEffect(() => {
    if (done) return
    const onScroll = () => {
      const bottom = document.documentElement.scrollHeight - window.innerHeight - window.scrollY
      if (bottom <= SCROLL_LOAD_PX) void load(false)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [load, done])

  return (
    <div
      className={`events-load-more${loading ? ' event_posts_loading' : ''}`}
      aria-busy={loading || undefined}
    >
      {done ? null : (
        <a
          className="button button-primary load_more_btn"
          href={href}
          data-page={page}
          data-load={loadBy}
          data-filter={filter}
          data-category={category}
          onClick={(e) => {
            e.preventDefault()
            void load(true)
          }}
        >
          {loading ? s.loading : s.loadMore}
        </a>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  )
}
