// How large a request body the front lets through to the app, decided from the request line and
// headers alone, before a byte of the body is read. Route handlers cut tighter with their own
// streaming reader (src/lib/http); the front is what bounds the paths no handler of ours reads:
// server actions (the no-JavaScript contact form), the admin's server functions and Payload's API.

const KB = 1024
const MB = 1024 * KB

export const BODY_CAPS = {
  /** Anonymous posts to pages and the admin, and every compat call but the contact form's. */
  small: 64 * KB,
  /** Compat calls: each handler reads with its own, smaller cap and answers in its own shape. */
  compat: 1 * MB,
  /** Contact form feedback: the handler holds each form to its own cap (files plus text). */
  feedback: 26 * MB,
  /** A signed-in editor's (a valid `users` session) admin server functions (a long page's form state). */
  admin: 16 * MB,
  /** A signed-in editor's REST calls, media uploads included. */
  api: 64 * MB,
}

import { FEEDBACK_ROUTE } from './app-routes.mjs'
import { hasEditorSession } from './editor-session.mjs'
import { FRONT_HOOKS } from './symbols.mjs'

export { FRONT_HOOKS }

/**
 * The cap for this request's body, in bytes. A post to a page is a server action: the app's
 * `pageBodyCap` hook names the cap of the form it is for (the form's permalink carries its id),
 * else the small cap.
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 * @returns {Promise<number>}
 */
export async function bodyCapFor(req, url) {
  const path = url.pathname
  if (req.method === 'GET' || req.method === 'HEAD') return BODY_CAPS.small
  if (path === '/api' || path.startsWith('/api/'))
    return hasEditorSession(req) ? BODY_CAPS.api : BODY_CAPS.small
  if (path === '/admin' || path.startsWith('/admin/'))
    return hasEditorSession(req) ? BODY_CAPS.admin : BODY_CAPS.small
  if (FEEDBACK_ROUTE.test(path)) return BODY_CAPS.feedback
  if (/^\/(?:wp-json|wp-admin|next)(?:\/|$)/.test(path)) return BODY_CAPS.compat
  const hook = globalThis[FRONT_HOOKS]?.pageBodyCap
  if (typeof hook === 'function') {
    try {
      const cap = await hook(url)
      if (typeof cap === 'number' && cap > 0) return Math.min(cap, BODY_CAPS.feedback)
    } catch {
      // An unknown form or a failing lookup: the small cap, which a form without files fits.
    }
  }
  return BODY_CAPS.small
}
