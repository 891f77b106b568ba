'use client'

/**
 * Filters refresh their grid in place: a click on a filter link asks refresh-loop for the grid
 * of the link's address, swaps the grid's content, puts the address in the history and marks the
 * new choice on every filter of that grid, then tells the page (LOOP_REFRESHED_EVENT: the
 * listing map follows). A failed call (network, non-ok, 400+, not JSON) leaves the grid and the
 * address as they were; the loading state is always removed. Without this script (or on a page
 * that is not stored, like the style guide) the links simply navigate.
 */
import { useEffect } from 'react'

import {
  pageParamName,
  parseLogicalJoin,
  readWidgetFilters,
  type LogicalJoin,
} from '@/lib/loop-filter'
import { MOBILE_MAX_WIDTH_PX } from '@/shared/constants'

import { LOOP_REFRESHED_EVENT } from '../../model/constants'
import { filterLinkState } from '../../model/filter-links'
import { widgetFiltersFromSearch } from '../../model/widget-filters'

export const REFRESH_LOOP_PATH = '/wp-json/elementor-pro/v1/refresh-loop'

const wired = new Set<string>()

function gridOf(widgetId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-loop-grid="${CSS.escape(widgetId)}"]`)
}

/** Marks every filter link of the grid for the address now shown. */
function markLinks(widgetId: string, search: URLSearchParams): void {
  const navs = document.querySelectorAll<HTMLElement>(
    `[data-loop-filter="${CSS.escape(widgetId)}"]`,
  )
  for (const nav of navs) {
    const taxonomy = nav.dataset.taxonomy ?? ''
    const join = parseLogicalJoin(nav.dataset.logicalJoin)
    for (const a of nav.querySelectorAll<HTMLAnchorElement>('a[data-term]')) {
      const mode = a.dataset.mode === 'exclude' ? 'exclude' : 'include'
      const state = filterLinkState(search, widgetId, taxonomy, join, {
        term: a.dataset.term ?? '',
        mode,
      })
      a.setAttribute('href', state.href)
      if (state.current) a.setAttribute('aria-current', 'true')
      else a.removeAttribute('aria-current')
    }
  }
}

/**
 * The grid's filter panel and range form after a refresh: the count in "Filters (n)" (the ranges'
 * share, set by the server, does not change here), and the hidden fields that carry the address's
 * other parameters through the form.
 */
function markPanel(widgetId: string, search: URLSearchParams): void {
  const id = CSS.escape(widgetId)
  const panel = document.querySelector<HTMLElement>(`[data-loop-filters="${id}"]`)
  const count = panel?.querySelector('[data-loop-filters-count]')
  if (panel && count) {
    const taxonomies = [
      ...document.querySelectorAll<HTMLElement>(`[data-loop-filter="${id}"]`),
    ].map((nav) => nav.dataset.taxonomy ?? '')
    const terms = Object.values(readWidgetFilters(search, widgetId, taxonomies)).reduce(
      (n, f) => n + f.terms.length + f.exclude.length,
      0,
    )
    count.textContent = String(terms + (Number(panel.dataset.extraCount) || 0))
  }
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[data-loop-form="${id}"]`)) {
    form.querySelectorAll('input[data-loop-carry]').forEach((input) => input.remove())
    const own = new Set([...form.elements].map((e) => (e as HTMLInputElement).name).filter(Boolean))
    own.add(pageParamName(widgetId))
    for (const [name, value] of search) {
      if (own.has(name)) continue
      const input = document.createElement('input')
      input.type = 'hidden'
      input.name = name
      input.value = value
      input.dataset.loopCarry = ''
      form.prepend(input)
    }
  }
}

/** Each filter's configured join, by taxonomy: a one-term address does not carry it. */
function joinsOf(widgetId: string): Record<string, LogicalJoin> {
  const joins: Record<string, LogicalJoin> = {}
  for (const nav of document.querySelectorAll<HTMLElement>(
    `[data-loop-filter="${CSS.escape(widgetId)}"]`,
  )) {
    const join = parseLogicalJoin(nav.dataset.logicalJoin)
    if (join && nav.dataset.taxonomy) joins[nav.dataset.taxonomy] = join
  }
  return joins
}

async function refresh(widgetId: string, target: URL, push: boolean): Promise<boolean> {
  const grid = gridOf(widgetId)
  const content = grid?.querySelector<HTMLElement>('.loop-grid-content')
  const postId = Number(grid?.dataset.postId)
  if (!grid || !content || !postId) return false
  const editNonce = grid.dataset.editNonce
  grid.classList.add('is-loading')
  grid.setAttribute('aria-busy', 'true')
  try {
    const response = await fetch(REFRESH_LOOP_PATH, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(editNonce ? { 'X-WP-Nonce': editNonce } : {}),
      },
      body: JSON.stringify({
        post_id: postId,
        widget_id: widgetId,
        widget_filters: widgetFiltersFromSearch(target.searchParams, widgetId, joinsOf(widgetId)),
        pagination_base_url: target.pathname + target.search,
        ...(editNonce
          ? { is_edit_mode: true, widget_model: JSON.parse(grid.dataset.editModel ?? '{}') }
          : {}),
      }),
    })
    if (!response.ok || response.status >= 400) return false
    const answer = (await response.json()) as { data?: unknown }
    if (typeof answer.data !== 'string') return false
    content.innerHTML = answer.data
    if (push)
      history.pushState({ loopGrid: widgetId }, '', target.pathname + target.search + target.hash)
    markLinks(widgetId, target.searchParams)
    markPanel(widgetId, target.searchParams)
    const status = grid.querySelector('.loop-grid-status')
    const count = content.querySelector('.loop-grid-count')
    if (status) status.textContent = count?.textContent ?? ''
    grid.dispatchEvent(
      new CustomEvent(LOOP_REFRESHED_EVENT, { bubbles: true, detail: { widgetId } }),
    )
    return true
  } catch {
    return false
  } finally {
    grid.classList.remove('is-loading')
    grid.removeAttribute('aria-busy')
  }
}

export function LoopFilter({ widgetId }: { widgetId: string }) {
  useEffect(() => {
    if (wired.has(widgetId)) return
    wired.add(widgetId)
    // Where CSS cannot lay the panel open (no ::details-content), it opens here above phone width.
    const panel = document.querySelector<HTMLDetailsElement>(
      `details[data-loop-filters="${CSS.escape(widgetId)}"]`,
    )
    if (
      panel &&
      !CSS.supports('selector(::details-content)') &&
      window.matchMedia(`(min-width: ${MOBILE_MAX_WIDTH_PX + 1}px)`).matches
    ) {
      panel.open = true
    }
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-term]')
      const nav = link?.closest<HTMLElement>('[data-loop-filter]')
      if (!link || nav?.dataset.loopFilter !== widgetId) return
      if (!Number(gridOf(widgetId)?.dataset.postId)) return
      event.preventDefault()
      void refresh(widgetId, new URL(link.href, location.href), true)
    }
    const onPop = () => void refresh(widgetId, new URL(location.href), false)
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', onPop)
    return () => {
      wired.delete(widgetId)
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPop)
    }
  }, [widgetId])
  return null
}
