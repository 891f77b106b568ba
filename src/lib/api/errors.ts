/**
 * Payload's REST API answers some bad input with a 500: a non-numeric id (`/api/posts/abc` becomes
 * NaN in the query), `?where=notjson`, a date filter that is not a date, a file that is not on the
 * disk. Those are the client's mistakes, so they get a 400, or a 404 for an id or file that cannot
 * exist, in Payload's own error shape; real server errors stay 500s (without details, as Payload
 * hides them).
 */
import type { AfterErrorHook, PayloadHandler } from 'payload'

type ErrorLike = { name?: string; message?: string; code?: unknown; cause?: unknown }

/** The error and its causes (Drizzle wraps the driver's error in `cause`). */
function chain(error: unknown): ErrorLike[] {
  const found: ErrorLike[] = []
  let current: unknown = error
  while (current && typeof current === 'object' && found.length < 5) {
    found.push(current as ErrorLike)
    current = (current as ErrorLike).cause
  }
  return found
}

/** Whether an error came from a value the request supplied that the database cannot take. */
export function isBadInputError(error: unknown): boolean {
  return chain(error).some(
    (e) =>
      // JSON.parse of `where`, or of any other JSON-typed parameter.
      e.name === 'SyntaxError' ||
      // libsql refuses NaN and Infinity (a non-numeric id or number filter).
      (e.name === 'RangeError' && /finite numbers/i.test(e.message ?? '')) ||
      (e.name === 'TypeError' && /passed as argument to the database/i.test(e.message ?? '')) ||
      // PostgreSQL's data exceptions (SQLSTATE class 22): invalid text for an integer or a date.
      (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)),
  )
}

/** busboy's words for a multipart or urlencoded body it cannot read (Payload passes them on as 500s). */
const UNREADABLE_BODY =
  /^(?:Malformed (?:content type|part header|urlencoded form)|Missing Content-Type|Multipart: Boundary not found|Unexpected end of (?:file|form)|Request is not eligible for file upload)$/

/** Whether the request's body could not be read as what it claimed to be. */
function isUnreadableBodyError(error: unknown, method: string | undefined): boolean {
  if (!method || !['POST', 'PUT', 'PATCH'].includes(method.toUpperCase())) return false
  return chain(error).some((e) => UNREADABLE_BODY.test(e.message ?? ''))
}

/** `/api/{collection}/{id}…` with an id that is not a positive integer (ours are all serial). */
function hasImpossibleId(url: string | undefined, collection: string | undefined): boolean {
  if (!url || !collection) return false
  const path = new URL(url, 'http://x').pathname
  const match = new RegExp(`^/api/${collection}/(?:versions/)?([^/]+)/?$`).exec(path)
  return !!match && !/^[1-9]\d{0,15}$/.test(match[1] ?? '')
}

/** A root `afterError` hook: bad input → 400, an id that cannot exist → 404. */
export const badInputAsClientError: AfterErrorHook = ({ error, req, collection }) => {
  const status = (error as { status?: number }).status ?? 500
  if (status < 500) return
  if (isUnreadableBodyError(error, req.method)) {
    return {
      status: 400,
      response: { errors: [{ message: 'The request body could not be read.' }] },
    }
  }
  if (!isBadInputError(error)) return
  if (hasImpossibleId(req.url, collection?.slug)) {
    return { status: 404, response: { errors: [{ message: 'Not Found' }] } }
  }
  return { status: 400, response: { errors: [{ message: 'The request is not valid.' }] } }
}

/**
 * Payload's file route answers a file missing from the disk with a 500 of its own (it logs the
 * path, and no error reaches `afterError`); to a visitor that is a file that does not exist: 404.
 * Wraps the `/file/:filename` route of each upload collection (`./routes`).
 */
export function missingFileAsNotFound(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    const response = await handler(req)
    if (response.status !== 500) return response
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  }
}
