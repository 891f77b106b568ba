/**
 * The site's one reader of request bodies (bounded input). It reads at most `cap` bytes:
 * a declared Content-Length over the cap is refused before a byte is read, and the count is
 * checked again while streaming (a missing or lying Content-Length cannot get past it); over the
 * cap the stream is cancelled at once and nothing beyond it is held. The bytes are then parsed as
 * the media type says. Every failure is a typed result (400, 413, 415), never a throw, so a route
 * answers it in its own error shape.
 */

export type BodyKind = 'multipart' | 'urlencoded' | 'json' | 'text'

export type BodyFailureReason = 'malformed' | 'too_large' | 'unsupported_media_type'

export interface BodyFailure {
  ok: false
  status: 400 | 413 | 415
  reason: BodyFailureReason
}

export type ParsedBody =
  | { ok: true; kind: 'multipart'; formData: FormData }
  | { ok: true; kind: 'urlencoded'; params: URLSearchParams }
  /** `undefined` for an empty (or all-whitespace) body. */
  | { ok: true; kind: 'json'; json: unknown }
  | { ok: true; kind: 'text'; text: string }

export interface ReadBodyOptions {
  /** The most bytes the body may have. */
  cap: number
  /** The media types the route takes; any other is a 415. */
  accept: readonly BodyKind[]
  /** How to read a body sent without a Content-Type (default: refuse it with 415). */
  untyped?: BodyKind
  /**
   * The body's bytes, when the caller has read them already (the server's front reads a small
   * body before the route: server/app-routes.mjs); the request's own body is then not read. The
   * cap applies to them all the same.
   */
  bytes?: Uint8Array
}

export const bodyFailure = {
  malformed: { ok: false, status: 400, reason: 'malformed' },
  tooLarge: { ok: false, status: 413, reason: 'too_large' },
  unsupported: { ok: false, status: 415, reason: 'unsupported_media_type' },
} as const satisfies Record<string, BodyFailure>

/** `multipart/form-data; boundary=x` → `multipart/form-data` (lower case), or '' when absent. */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/** The kind of body a Content-Type names, or null for one this reader does not parse. */
export function bodyKindOf(contentType: string | null | undefined): BodyKind | null {
  const type = mediaTypeOf(contentType)
  if (type === 'multipart/form-data') return 'multipart'
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded'
  if (type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type)) return 'json'
  if (type === 'text/plain') return 'text'
  return null
}

/** A multipart Content-Type that names its boundary (without one, no part can be found). */
export function hasMultipartBoundary(contentType: string | null | undefined): boolean {
  return /^multipart\/form-data\s*;(?:.*;)?\s*boundary=("?)[^";\s]{1,200}\1\s*(?:;|$)/i.test(
    contentType ?? '',
  )
}

function cancel(request: Request): void {
  // Nothing of the body is wanted; a body already read or locked cannot be cancelled again.
  if (request.body && !request.bodyUsed && !request.body.locked) {
    request.body.cancel().catch(() => undefined)
  }
}

/** The declared Content-Length, when it is one (a malformed header is ignored: the count decides). */
function declaredLength(headers: Headers): number | undefined {
  const raw = headers.get('content-length')
  if (raw === null || !/^\s*\d{1,16}\s*$/.test(raw)) return undefined
  return Number(raw)
}

/**
 * The body's bytes, at most `cap` of them: over the cap (declared or counted) a 413 and the stream
 * cancelled, never more than `cap` bytes (plus the one chunk that crossed it) pulled.
 */
export async function readCappedBytes(
  request: Request,
  cap: number,
): Promise<{ ok: true; bytes: Uint8Array } | BodyFailure> {
  const declared = declaredLength(request.headers)
  if (declared !== undefined && declared > cap) {
    cancel(request)
    return bodyFailure.tooLarge
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array() }
  if (request.bodyUsed || request.body.locked) return bodyFailure.malformed
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > cap) {
        await reader.cancel().catch(() => undefined)
        return bodyFailure.tooLarge
      }
      chunks.push(value)
    }
  } catch {
    // The client went away or sent a broken stream.
    await reader.cancel().catch(() => undefined)
    return bodyFailure.malformed
  } finally {
    reader.releaseLock()
  }
  if (chunks.length === 1 && chunks[0]) return { ok: true, bytes: chunks[0] }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}

/** Bytes read already, held to the same cap as a streamed body. */
function capped(bytes: Uint8Array, cap: number): { ok: true; bytes: Uint8Array } | BodyFailure {
  return bytes.byteLength > cap ? bodyFailure.tooLarge : { ok: true, bytes }
}

/** UTF-8 as a browser reads it: an invalid sequence becomes U+FFFD, never an error. */
export function decodeUtf8(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes)
}

/**
 * JSON without `__proto__` keys: `JSON.parse` keeps them as harmless own properties, but a handler
 * that copies the object with `Object.assign` or a merge would set its prototype.
 */
export function parseJson(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value))
}

async function parseMultipart(bytes: Uint8Array, contentType: string): Promise<FormData | null> {
  try {
    return await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': contentType },
    }).formData()
  } catch {
    return null
  }
}

/** Reads and parses the request's body under `cap` bytes; see the module's comment. */
export async function readBody(
  request: Request,
  options: ReadBodyOptions,
): Promise<ParsedBody | BodyFailure> {
  const contentType = request.headers.get('content-type')
  const kind = contentType ? bodyKindOf(contentType) : (options.untyped ?? null)
  if (!kind || !options.accept.includes(kind)) {
    cancel(request)
    return bodyFailure.unsupported
  }
  if (kind === 'multipart' && !hasMultipartBoundary(contentType)) {
    cancel(request)
    return bodyFailure.malformed
  }
  const read = options.bytes
    ? capped(options.bytes, options.cap)
    : await readCappedBytes(request, options.cap)
  if (!read.ok) return read
  switch (kind) {
    case 'multipart': {
      const formData = await parseMultipart(read.bytes, contentType ?? '')
      return formData ? { ok: true, kind, formData } : bodyFailure.malformed
    }
    case 'urlencoded':
      return { ok: true, kind, params: new URLSearchParams(decodeUtf8(read.bytes)) }
    case 'json': {
      const text = decodeUtf8(read.bytes)
      if (text.trim() === '') return { ok: true, kind, json: undefined }
      try {
        return { ok: true, kind, json: parseJson(text) }
      } catch {
        return bodyFailure.malformed
      }
    }
    case 'text':
      return { ok: true, kind, text: decodeUtf8(read.bytes) }
  }
}
