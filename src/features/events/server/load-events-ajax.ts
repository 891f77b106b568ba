/**
 * `stm_ajax_load_events` (the theme's `inc/extras.php`; docs/compatibility.md, "Events: load
 * more"): the next page of cards.
 * `page` counts as the theme's: the page already shown is 0, so `page=1` is the second one
 * (offset `page * load_by`). Missing or bad values get the theme's defaults (`page` 1,
 * `load_by` 1, every category, every date); `load_by` is clamped to 1–50.
 *
 * Answers are kept for LOAD_MORE_CACHE_MS per (locale, filter, category, page, load_by): visitors
 * clicking "load more" on `/events` ask the same few questions, and each answer costs Payload's
 * query building and two or three queries. A card's attended count or a just-published event may
 * show that much later in a loaded page (the event page itself is always current).
 */
import { LRUCache } from 'lru-cache'

import { intOf } from '@/lib/compat/intval'
import type { AjaxContext } from '@/lib/compat/ajax-types'
import { jsonResponse } from '@/lib/compat/json'

import { EventCard } from '../components/EventCard'
import { EVENT_FILTERS, MAX_LOAD_BY, type EventFilter } from '../model/constants'

import { listEvents } from './queries'
import { renderStatic } from '@/lib/static-html'

/** Deep pages cost a scan each: beyond this the theme's list never reaches. */
const MAX_PAGE = 10_000
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/
const LOAD_MORE_CACHE_MS = 2_000

interface LoadAnswer {
  html: string
  new_page: number
  load_more: boolean
}
const answers = new LRUCache<string, LoadAnswer>({ max: 1_000, ttl: LOAD_MORE_CACHE_MS })

/** Test-only: forgets the kept answers. */
export function forgetLoadAnswers(): void {
  answers.clear()
}

export interface LoadEventsParams {
  page: number
  loadBy: number
  category: string
  filter: EventFilter
}

export function readLoadEventsParams(get: (name: string) => string | undefined): LoadEventsParams {
  const page = intOf(get('page'))
  const loadBy = intOf(get('load_by'))
  const category = get('category')?.trim().toLowerCase() ?? ''
  const filter = get('filter')?.trim() ?? ''
  return {
    page: page === null || page < 0 ? 1 : Math.min(page, MAX_PAGE),
    loadBy: loadBy === null || loadBy < 1 ? 1 : Math.min(loadBy, MAX_LOAD_BY),
    category: SLUG.test(category) ? category : 'all',
    filter: (EVENT_FILTERS as readonly string[]).includes(filter) ? (filter as EventFilter) : 'all',
  }
}

async function loadAnswer(
  payload: AjaxContext['payload'],
  params: LoadEventsParams,
  locale: AjaxContext['locale'],
) {
  const offset = params.page * params.loadBy
  const list = await listEvents(payload, {
    locale,
    filter: params.filter,
    category: params.category,
    offset,
    limit: params.loadBy,
  })
  const html = renderStatic(
    list.docs.map((event) =>
      EventCard({ event, attended: list.attended.get(event.id) ?? 0, locale }),
    ),
  )
  return {
    html,
    new_page: params.page + 1,
    load_more: offset + list.docs.length < list.totalDocs,
  }
}

export async function loadEventsAjax(ctx: AjaxContext): Promise<Response> {
  const params = readLoadEventsParams(ctx.get)
  const key = `${ctx.locale}|${params.filter}|${params.category}|${params.page}|${params.loadBy}`
  let answer = answers.get(key)
  if (!answer) {
    answer = await loadAnswer(ctx.payload, params, ctx.locale)
    answers.set(key, answer)
  }
  return jsonResponse(answer)
}
