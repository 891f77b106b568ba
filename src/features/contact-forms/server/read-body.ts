/**
 * The feedback call's body: multipart only (as CF7: its script always posts FormData), read by the
 * site's bounded reader (`@/lib/http`) under the form's own cap. Bad input becomes a typed 4xx in
 * CF7's REST error codes, never a throw.
 */
import type { FormModel } from '@/features/contact-forms/model/model'
import { tagLimitBytes } from '@/features/contact-forms/model/tag'
import { fieldDescriptor } from '@/features/contact-forms/model/tags'
import {
  bodyKindOf,
  hasMultipartBoundary,
  MULTIPART_BODY_CAP_MAX_BYTES,
  readBody,
  type BodyFailure,
} from '@/lib/http'

/** The whole request; each file field has its own, smaller `limit:` checked by the schema. */
const MAX_FEEDBACK_BYTES = MULTIPART_BODY_CAP_MAX_BYTES
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

export interface FeedbackBodyError {
  ok: false
  status: 400 | 413 | 415
  code: string
  message: string
}

export type BodyResult = { ok: true; formData: FormData } | FeedbackBodyError

const errors: Record<BodyFailure['reason'], FeedbackBodyError> = {
  unsupported_media_type: {
    ok: false,
    status: 415,
    code: 'wpcf7_unsupported_media_type',
    message: 'The request payload format is not supported.',
  },
  too_large: {
    ok: false,
    status: 413,
    code: 'wpcf7_payload_too_large',
    message: 'The request payload is too large.',
  },
  malformed: {
    ok: false,
    status: 400,
    code: 'wpcf7_invalid_body',
    message: 'The request body is not valid form data.',
  },
}

export const unsupportedMediaType = errors.unsupported_media_type

/** Multipart with a boundary: the only body the feedback call reads. */
export function isMultipart(contentType: string | null): boolean {
  return bodyKindOf(contentType) === 'multipart' && hasMultipartBoundary(contentType)
}

export async function readFeedbackBody(
  request: Request,
  cap = MAX_FEEDBACK_BYTES,
  /** The body, when the server's front has read it already (see `ReadBodyOptions.bytes`). */
  bytes?: Uint8Array,
): Promise<BodyResult> {
  const body = await readBody(request, { cap, accept: ['multipart'], bytes })
  if (!body.ok) return errors[body.reason]
  if (body.kind !== 'multipart') return errors.unsupported_media_type
  return { ok: true, formData: body.formData }
}
