/**
 * `stm_ajax_load_portfolio` (the theme's `inc/extras.php`; docs/compatibility.md, "Portfolio:
 * load more"): the next page of project cards, `{html, new_page, load_more}`.
 * `page` counts as the theme's: the page already shown is 0, so `page=1` is the second one
 * (offset `page * load_by`). Missing or bad values get the theme's defaults (`page` 1,
 * `load_by` 1, every category); `load_by` is clamped to 1–50. A category that names none is an
 * empty answer (`html: ''`, `load_more: false`), never an error. The token is the dispatcher's.
 *
 * Answers are kept for LOAD_MORE_CACHE_MS per (locale, category, page, load_by), as the events'
 * are: visitors pressing "load more" ask the same few questions.
 */
import { LRUCache } from 'lru-cache'

import type { AjaxContext } from '@/lib/compat/ajax-types'
import { jsonResponse } from '@/lib/compat/json'
import { renderStatic } from '@/lib/static-html'

import { ProjectCard } from '../components/ProjectCard'
import { readLoadPortfolioParams, type LoadPortfolioParams } from '../model/params'

import { listProjects } from './queries'

const LOAD_MORE_CACHE_MS = 2_000

export interface LoadPortfolioAnswer {
  html: string
  new_page: number
  load_more: boolean
}
const answers = new LRUCache<string, LoadPortfolioAnswer>({ max: 1_000, ttl: LOAD_MORE_CACHE_MS })

/** Test-only: forgets the kept answers. */
export function forgetPortfolioAnswers(): void {
  answers.clear()
}

export async function loadPortfolioAnswer(
  payload: AjaxContext['payload'],
  params: LoadPortfolioParams,
  locale: AjaxContext['locale'],
): Promise<LoadPortfolioAnswer> {
  const offset = params.page * params.loadBy
  const list = await listProjects(payload, {
    locale,
    category: params.category,
    offset,
    limit: params.loadBy,
  })
  const html = renderStatic(
    list.docs.map((project) => ProjectCard({ project, locale, headingLevel: 2 })),
  )
  return {
    html,
    new_page: params.page + 1,
    load_more: list.categoryFound && offset + list.docs.length < list.totalDocs,
  }
}

export async function loadPortfolioAjax(ctx: AjaxContext): Promise<Response> {
  const params = readLoadPortfolioParams(ctx.get)
  const key = `${ctx.locale}|${params.category}|${params.page}|${params.loadBy}`
  let answer = answers.get(key)
  if (!answer) {
    answer = await loadPortfolioAnswer(ctx.payload, params, ctx.locale)
    answers.set(key, answer)
  }
  return jsonResponse(answer)
}
