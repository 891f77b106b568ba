/** An admin-ajax action as a feature declares it (no server imports: Payload's CLI loads these). */
import type { RateLimitName } from '@/lib/rate-limit/config'

import type { RequestContext } from './request-context'

/**
 * What a handler is called with: the request's context (`payload`, `locale`, `address`, `user()`)
 * and its fields. The dispatcher's caller (the admin-ajax route of `src/app`) hands it Payload.
 */
export interface AjaxContext extends RequestContext {
  /** Its body has already been read: use `fields`, `get` or `json`. */
  request: Request
  /** The body's fields (the query string for bodiless requests); JSON bodies arrive flattened. */
  fields: URLSearchParams | FormData
  /** A text field from the body, else from the query string, like PHP's `$_REQUEST`. */
  get(name: string): string | undefined
  /** The parsed object when the body was JSON, for handlers that need nested values. */
  json?: Record<string, unknown>
}

export type AjaxHandler = (ctx: AjaxContext) => Promise<Response> | Response

export interface AjaxActionDefinition {
  action: string
  /** The token action to verify; defaults to the action name; `false` = no token. */
  token?: string | false
  /**
   * The most bytes its request body may have, when the default few KB (`AJAX_BODY_CAP_BYTES` in
   * `@/lib/http`) are not enough; honoured when the URL names the action (`?action=`).
   */
  maxBodyBytes?: number
  /**
   * The rate limit its calls count against, per client address and per action (`@/lib/rate-limit`):
   * `ajax` by default; `ajax-read` for cheap read-only actions; `false` only for actions that
   * limit themselves.
   */
  rateLimit?: RateLimitName | false
  /**
   * It stores, mails or changes something: only a POST sent from this site's own pages runs it
   * (the theme's scripts POST; admin-ajax dispatches GETs too, and an `<img>` or a self-posting
   * form on another site would otherwise act through the visitor's browser). A GET is refused with
   * 405, a request its browser marks as cross-site (`@/lib/http/cross-site`) with 403.
   */
  writes?: boolean
  handle: AjaxHandler
}
