/**
 * `stm_ajax_load_events` (spec section 3, the theme's `inc/extras.php`): the next page of cards.
 * `page` counts as the theme's: the page already shown is 0, so `page=1` is the second one
 * (offset `page * load_by`). Missing or bad values get the theme's defaults (`page` 1,
 * `load_by` 1, every category, every date); `load_by` is clamped to 1–50.
 */
import { getPayloadClient } from '@/data/payload'
import type { AjaxContext } from '@/lib/compat/ajax-types'
import { jsonResponse } from '@/lib/compat/json'

import { EventCard } from '../components/EventCard'
import { EVENT_FILTERS, MAX_LOAD_BY, type EventFilter } from '../model/constants'

import { listEvents } from './queries'
import { renderStatic } from './static-html'

/** Deep pages cost a scan each: beyond this the theme's list never reaches. */
const MAX_PAGE = 10_000
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/

export interface LoadEventsParams {
  page: number
  loadBy: number
  category: string
  filter: EventFilter
}

/** PHP's `intval` of a non-empty value, else null. */
function intOf(value: string | undefined): number | null {
  const match = value?.trim().match(/^[+-]?\d+/)
  return match ? Number(match[0]) : null
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

export async function loadEventsCall(ctx: AjaxContext): Promise<Response> {
  const params = readLoadEventsParams(ctx.get)
  const payload = await getPayloadClient()
  const offset = params.page * params.loadBy
  const list = await listEvents(payload, {
    locale: ctx.locale,
    filter: params.filter,
    category: params.category,
    offset,
    limit: params.loadBy,
  })
  const html = renderStatic(
    list.docs.map((event) =>
      EventCard({ event, attended: list.attended.get(event.id) ?? 0, locale: ctx.locale }),
    ),
  )
  return jsonResponse({
    html,
    new_page: params.page + 1,
    load_more: offset + list.docs.length < list.totalDocs,
  })
}
