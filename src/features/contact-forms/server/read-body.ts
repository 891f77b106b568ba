/**
 * Reads a feedback request's multipart body with a hard size cap (checked while streaming, so a
 * missing or lying Content-Length cannot get past it). Bad input becomes a typed 4xx, never a throw.
 */
import type { FormModel } from '@/features/contact-forms/model/model'
import { tagLimitBytes } from '@/features/contact-forms/model/tag'
import { fieldDescriptor } from '@/features/contact-forms/model/tags'

/** The whole request; each file field has its own, smaller `limit:` checked by the schema. */
export const MAX_FEEDBACK_BYTES = 26 * 1024 * 1024
/** Room for the text fields and the multipart framing beside the files. */
const TEXT_ALLOWANCE_BYTES = 1024 * 1024

/**
 * The most a submission of this form may weigh: its file fields' limits plus room for text, so an
 * anonymous request to a form without uploads cannot make the server hold 26 MB. A file a little
 * over its limit still arrives and gets the form's own "too large" message.
 */
export function feedbackBodyCap(model: FormModel): number {
  const files = model.tags
    .filter((tag) => fieldDescriptor(tag)?.posts === 'files')
    .reduce((sum, tag) => sum + tagLimitBytes(tag), 0)
  return Math.min(MAX_FEEDBACK_BYTES, files + TEXT_ALLOWANCE_BYTES)
}

export type BodyResult =
  | { ok: true; formData: FormData }
  | { ok: false; status: 400 | 413 | 415; code: string; message: string }

const unsupported = {
  ok: false,
  status: 415,
  code: 'wpcf7_unsupported_media_type',
  message: 'The request payload format is not supported.',
} as const

const tooLarge = {
  ok: false,
  status: 413,
  code: 'wpcf7_payload_too_large',
  message: 'The request payload is too large.',
} as const

async function readCapped(request: Request, cap: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > cap) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

export function isMultipart(contentType: string | null): boolean {
  return /^multipart\/form-data\s*;\s*boundary=/i.test(contentType ?? '')
}

export const unsupportedMediaType = unsupported

export async function readFeedbackBody(
  request: Request,
  cap = MAX_FEEDBACK_BYTES,
): Promise<BodyResult> {
  const contentType = request.headers.get('content-type') ?? ''
  // As CF7: multipart only (its script always posts FormData).
  if (!isMultipart(contentType)) return unsupported
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > cap) return tooLarge
  let body: Uint8Array | null
  try {
    body = await readCapped(request, cap)
  } catch {
    return {
      ok: false,
      status: 400,
      code: 'wpcf7_invalid_body',
      message: 'The request body could not be read.',
    }
  }
  if (!body) return tooLarge
  try {
    const formData = await new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': contentType },
    }).formData()
    return { ok: true, formData }
  } catch {
    return {
      ok: false,
      status: 400,
      code: 'wpcf7_invalid_body',
      message: 'The request body is not valid form data.',
    }
  }
}
