/**
 * `POST /wp-json/elementor-pro/v1/refresh-loop` (Elementor Pro's loop filter;
 * docs/compatibility.md, "Loop grid: refresh-loop"): JSON `post_id`, `widget_id`, `widget_filters`,
 * `pagination_base_url`, and in the live preview `is_edit_mode` with the unsaved `widget_model` and
 * an `X-WP-Nonce` header. Answers `{ data: html }`: the grid's content (count, cards, pagination)
 * for those filters, rendered by the same component as the page. Errors are WordPress REST errors
 * (`code`, `message`, `data.status`), all 4xx and changing nothing: bad JSON 400, missing or bad
 * parameters 400, a page or widget that does not exist 404, edit mode without an editor 401 or a
 * bad token 403.
 */
import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'

import { isEditorUser } from '@/access'
import { localeOfPath } from '@/i18n/locales'
import { remoteIpOf } from '@/lib/compat/client-address'
import type { GetPayload } from '@/lib/compat/request-context'
import { restError, restInvalidParams, restJson, restMissingParams } from '@/lib/compat/rest'
import { verifyToken } from '@/lib/tokens'
import { JSON_BODY_CAP_BYTES, readBody } from '@/lib/http'
import { isNamePart, readWidgetPage } from '@/lib/loop-filter'
import { consumeRateLimit, withRetryAfter } from '@/lib/rate-limit'
import { renderStatic } from '@/lib/static-html'
import type { LoopGridBlock, Page } from '@/payload-types'

import { LoopGridContent } from '../components/LoopGridContent'
import { LOOP_SOURCE_NAMES, loopEditAction } from '../model/constants'
import { readWidgetFilters } from '../model/widget-filters'
import { resolveGrid } from './grid'

type LayoutBlock = NonNullable<Page['layout']>[number]

/**
 * Answers kept for REFRESH_CACHE_MS per (page, widget, filters, address, locale): visitors
 * clicking the same few filters ask the same few questions, and each answer costs the page, the
 * source's index and a page of cards. A listing saved or published shows that much later in a
 * refreshed grid (the page itself is always current). Edit mode is never cached.
 */
const REFRESH_CACHE_MS = 2_000
const answers = new LRUCache<string, string>({ max: 2_000, ttl: REFRESH_CACHE_MS })

/** Test-only: forgets the kept answers. */
export function forgetRefreshAnswers(): void {
  answers.clear()
}

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true'

/** The page's address from `pagination_base_url`: a site path and query only, never a host. */
function baseUrlOf(value: unknown): { path: string; search: URLSearchParams } | null {
  if (value === undefined || value === null || value === '')
    return { path: '/', search: new URLSearchParams() }
  if (typeof value !== 'string' || value.length > 2_000) return null
  let url: URL
  try {
    url = new URL(value, 'http://site.invalid')
  } catch {
    return null
  }
  // Absolute addresses are accepted (Elementor sends one) but only their path and query are used.
  return { path: url.pathname.replace(/\/{2,}/g, '/'), search: url.searchParams }
}

function findGrid(layout: Page['layout'], widgetId: string): LoopGridBlock | null {
  const found = (layout ?? []).find(
    (b: LayoutBlock) => b.blockType === 'loopGrid' && (b.widgetId || b.id) === widgetId,
  )
  return (found as LoopGridBlock | undefined) ?? null
}

/** The live preview's unsaved block, reduced to the grid's own settings. */
function modelOf(value: unknown, widgetId: string): LoopGridBlock | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const m = value as Record<string, unknown>
  const source = typeof m.source === 'string' ? m.source : 'properties'
  if (!(LOOP_SOURCE_NAMES as readonly string[]).includes(source)) return null
  return {
    blockType: 'loopGrid',
    id: widgetId,
    widgetId,
    source: source as LoopGridBlock['source'],
    perPage: Number(m.perPage) || 9,
    columns: (['2', '3', '4'].includes(String(m.columns))
      ? String(m.columns)
      : '3') as LoopGridBlock['columns'],
    heading: typeof m.heading === 'string' ? m.heading.slice(0, 200) : null,
    pagination: m.pagination !== false,
    map: {
      show:
        Boolean(m.map) && typeof m.map === 'object' && (m.map as { show?: unknown }).show === true,
    },
  }
}

async function editorOf(payload: Payload, request: Request) {
  try {
    const { user } = await payload.auth({ headers: request.headers })
    return isEditorUser(user) ? (user as { id: number }) : null
  } catch {
    return null
  }
}

export async function refreshLoop(getPayload: GetPayload, request: Request) {
  const limited = await consumeRateLimit(
    'ajax-read',
    { ip: remoteIpOf(request.headers) },
    { scope: 'refresh-loop' },
  )
  if (!limited.ok) {
    return withRetryAfter(restError('rest_too_many_requests', 'Too many requests.', 429), limited)
  }
  const body = await readBody(request, {
    cap: JSON_BODY_CAP_BYTES,
    accept: ['json'],
    untyped: 'json',
  })
  if (!body.ok) {
    return body.status === 400
      ? restError('rest_invalid_json', 'Invalid JSON body passed.', 400)
      : restError(`rest_${body.reason}`, 'The request body cannot be read.', body.status)
  }
  const json = body.kind === 'json' ? body.json : undefined
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    return restError('rest_invalid_json', 'Invalid JSON body passed.', 400)
  }
  const input = json as Record<string, unknown>
  const missing = ['post_id', 'widget_id'].filter((k) => input[k] === undefined || input[k] === '')
  if (missing.length) return restMissingParams(missing)
  const postId = Number(input.post_id)
  const widgetId = String(input.widget_id)
  const filters = readWidgetFilters(input.widget_filters)
  const base = baseUrlOf(input.pagination_base_url)
  const bad: Record<string, string> = {}
  if (!Number.isSafeInteger(postId) || postId < 1) bad.post_id = 'post_id is not of type integer.'
  if (typeof input.widget_id !== 'string' || !isNamePart(widgetId))
    bad.widget_id = 'widget_id is not a widget id.'
  if (!filters) bad.widget_filters = 'widget_filters is not of type object.'
  if (!base) bad.pagination_base_url = 'pagination_base_url is not a URL.'
  if (Object.keys(bad).length || !filters || !base) return restInvalidParams(bad)

  const payload = await getPayload()
  const editMode = truthy(input.is_edit_mode)
  let editor: { id: number } | null = null
  if (editMode) {
    editor = await editorOf(payload, request)
    if (!editor) return restError('rest_forbidden', 'Sorry, you are not allowed to do that.', 401)
    const nonce = request.headers.get('x-wp-nonce')
    if (!nonce || !verifyToken(nonce, loopEditAction(editor.id)).ok) {
      return restError('rest_cookie_invalid_nonce', 'Cookie check failed.', 403)
    }
  }
  const locale = localeOfPath(base.path)
  const key = editMode
    ? null
    : JSON.stringify([postId, widgetId, filters, base.path, base.search.toString(), locale])
  const kept = key ? answers.get(key) : undefined
  if (kept !== undefined) return restJson({ data: kept })
  const found = await payload.find({
    collection: 'pages',
    where: editMode
      ? { id: { equals: postId } }
      : { and: [{ id: { equals: postId } }, { _status: { equals: 'published' } }] },
    draft: editMode,
    locale,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: !editMode,
    ...(editMode && editor ? { user: editor } : {}),
  })
  const page = found.docs[0]
  if (!page) return restError('rest_post_invalid_id', 'Invalid post ID.', 404)
  const block = editMode ? modelOf(input.widget_model, widgetId) : findGrid(page.layout, widgetId)
  if (!block) {
    return editMode
      ? restInvalidParams({ widget_model: 'widget_model is not a loop grid.' })
      : restError('rest_widget_not_found', 'No loop grid with this widget id on this page.', 404)
  }
  const state = await resolveGrid(payload, {
    block,
    widgetId,
    locale,
    filters,
    page: readWidgetPage(base.search, widgetId),
    baseUrl: base.path + (base.search.size ? `?${base.search}` : ''),
    search: base.search,
  })
  const html = renderStatic(<LoopGridContent state={state} />)
  if (key) answers.set(key, html)
  return restJson({ data: html })
}
