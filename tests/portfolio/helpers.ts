import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { ajaxRoute } from '@/features/ajax'
import { issueAjaxNonce } from '@/lib/compat/ajax-dispatcher'

import { startPayload, type DatabaseKind, type TestPayload } from '../helpers/payload'

const context = { disableRevalidate: true }

/** The portfolio call's answer (`stm_ajax_load_portfolio`). */
export interface PortfolioAnswer {
  html: string
  new_page: number
  load_more: boolean
}

/** One Payload on `kind` for the describe block that calls this, and the admin-ajax route on it. */
export function portfolioSuite(kind: DatabaseKind) {
  let started: TestPayload | undefined
  beforeAll(async () => {
    started = await startPayload(kind)
  })
  afterAll(async () => {
    await started?.cleanup()
  })
  const payload = () => {
    if (!started) throw new Error('The suite has not started.')
    return started.payload
  }
  const dispatch = ajaxRoute(async () => payload())
  /** An admin-ajax call as the theme's script posts it: the HTTP status and the JSON answer. */
  const call = async <T>(body: URLSearchParams | string, headers: Record<string, string> = {}) => {
    const response = await dispatch(ajaxPost(body, headers))
    const text = await response.text()
    let json: unknown = null
    try {
      json = JSON.parse(text)
    } catch {
      json = text
    }
    return { http: response.status, body: json as T }
  }
  return {
    get payload() {
      return payload()
    },
    call,
  }
}

export function ajaxPost(body: URLSearchParams | string, headers: Record<string, string> = {}) {
  return new Request('http://localhost/wp-admin/admin-ajax.php', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0',
      ...headers,
    },
    body: String(body),
  })
}

/** The call's fields as the theme's script sends them, with a fresh security token. */
export function portfolioForm(fields: Record<string, string>) {
  const nonce = issueAjaxNonce('stm_ajax_load_portfolio')!.nonce
  return new URLSearchParams({ action: 'stm_ajax_load_portfolio', security: nonce, ...fields })
}

export async function createPortfolioCategory(
  payload: Payload,
  slug: string,
  ka: string,
  en: string,
) {
  const doc = await payload.create({
    collection: 'portfolio-categories',
    locale: 'ka',
    data: { title: ka, slug },
    context,
  })
  await payload.update({
    collection: 'portfolio-categories',
    id: doc.id,
    locale: 'en',
    data: { title: en },
    context,
  })
  return doc.id
}

let counter = 0

/** A project in both languages: published unless `draft`. */
export async function createProject(
  payload: Payload,
  opts: { category?: number; draft?: boolean; title?: string } = {},
) {
  counter += 1
  const status = opts.draft ? 'draft' : 'published'
  const doc = await payload.create({
    collection: 'portfolio',
    locale: 'ka',
    draft: opts.draft ?? false,
    data: {
      title: opts.title ?? `პროექტი ${counter}`,
      slug: `test-project-${counter}-${Date.now()}`,
      categories: opts.category ? [opts.category] : [],
      summary: 'მოკლე აღწერა',
      location: { address: 'ვაკე, თბილისი', latitude: 41.7, longitude: 44.75 },
      _status: status,
    },
    context,
  })
  await payload.update({
    collection: 'portfolio',
    id: doc.id,
    locale: 'en',
    draft: opts.draft ?? false,
    data: { title: `Project ${counter}`, _status: status },
    context,
  })
  return doc
}

/** The project ids in an answer's html, in order. */
export const projectIds = (html: string) =>
  [...html.matchAll(/data-project-id="(\d+)"/g)].map((m) => Number(m[1]))
