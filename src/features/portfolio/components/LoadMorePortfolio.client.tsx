'use client'

/**
 * The theme's `.portfolio_load_more_btn` (its portfolio grid's script): a link to the next page
 * of `/portfolio` without JavaScript; with it, a click posts `stm_ajax_load_portfolio` with the
 * theme's fields, puts the loading state on the button's box, appends the cards to the grid,
 * moves the page counter, and removes the button when `load_more` is false.
 */
import { useCallback, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { postAjax } from '@/lib/compat/ajax-client'

import { portfolioStrings } from '../messages'
import { LOAD_PORTFOLIO_ACTION } from '../model/constants'

interface Props {
  /** The grid the cards are appended to. */
  listId: string
  href: string
  /** The theme's counter: pages shown so far (the next call's `page`). */
  page: number
  loadBy: number
  category: string
  locale: Locale
}

interface LoadAnswer {
  html?: unknown
  new_page?: unknown
  load_more?: unknown
}

export function LoadMorePortfolio({
  listId,
  href,
  page: firstPage,
  loadBy,
  category,
  locale,
}: Props) {
  const s = portfolioStrings(locale)
  const [page, setPage] = useState(firstPage)
  const [done, setDone] = useState(false)
  const [loading, setLoading] = useState(false)
  const [status, setStatus] = useState('')
  const busy = useRef(false)

  const load = useCallback(async () => {
    if (busy.current || done) return
    busy.current = true
    setLoading(true)
    setStatus(s.loading)
    try {
      const response = await postAjax(LOAD_PORTFOLIO_ACTION, {
        page: String(page),
        load_by: String(loadBy),
        category,
        lang: locale,
      })
      const data = (await response.json()) as LoadAnswer
      if (!response.ok || typeof data.html !== 'string') throw new Error('bad answer')
      const template = document.createElement('template')
      // The html is the site's own card markup, rendered and escaped by the server.
      template.innerHTML = data.html
      const list = document.getElementById(listId)
      // The call's cards have h2 titles (the list's); under a block's heading they are h3.
      const level = list?.querySelector('.portfolio-card-title')?.tagName
      if (level && level !== 'H2') {
        for (const title of template.content.querySelectorAll('h2.portfolio-card-title')) {
          const heading = document.createElement(level)
          heading.className = title.className
          heading.append(...title.childNodes)
          title.replaceWith(heading)
        }
      }
      const firstNew = template.content.querySelector<HTMLAnchorElement>('a')
      list?.append(template.content)
      if (typeof data.new_page === 'number') setPage(data.new_page)
      if (!data.load_more) setDone(true)
      setStatus(s.loadedMore)
      // Keyboard users continue from the first new card, not from the top of the page.
      firstNew?.focus({ preventScroll: true })
    } catch {
      setStatus(s.failed)
    } finally {
      busy.current = false
      setLoading(false)
    }
  }, [page, loadBy, category, locale, done, listId, s])

  return (
    <div
      className={`portfolio_btn_box${loading ? ' portfolio_posts_loading' : ''}`}
      aria-busy={loading || undefined}
    >
      {done ? null : (
        <a
          className="button button-primary portfolio_load_more_btn"
          href={href}
          data-page={page}
          data-load={loadBy}
          data-category={category}
          onClick={(e) => {
            e.preventDefault()
            void load()
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
