/**
 * The Contact Form 7 REST calls (docs/compatibility.md, "Contact Form 7: feedback"), kept thin:
 * parse, call the feedback service, shape the answer. Bad input gets a 4xx JSON error that changes
 * nothing; never a 5xx body with internals.
 */
import { after } from 'next/server'

import { defaultLocale, type Locale } from '@/i18n/locales'
import { remoteIpOf } from '@/lib/compat/client-address'
import type { GetPayload } from '@/lib/compat/request-context'
import { noRoute, restError, restJson } from '@/lib/compat/rest'
import { parsePositiveId } from '@/lib/ids'
import { withRetryAfter } from '@/lib/rate-limit'
import { formLocaleOf } from '@/features/contact-forms/messages'

import { submitFeedback } from './feedback'
import { loadContactForm, type LoadedForm } from './form-cache'
import { noteVisitorRequest, wakeMailWorker } from '@/features/mail'
import { quizRefill } from './quiz'
import { limitByAddress, limitByEmail, type RateLimitRefusal } from './rate-limit'
import { feedbackBodyCap, isMultipart, readFeedbackBody, unsupportedMediaType } from './read-body'

/** Contact Form 7's answer for a form id that does not exist. */
const formNotFound = () =>
  restError('wpcf7_not_found', 'The requested contact form was not found.', 404)

/**
 * The answer to a submission over the rate limit: 429 in WordPress's REST error shape with
 * `Retry-After`; nothing was stored or sent.
 */
function tooManyRequests(limited: RateLimitRefusal): Response {
  return withRetryAfter(
    restJson(
      {
        code: 'wpcf7_too_many_requests',
        message: 'Too many submissions. Please try again later.',
        // Which rule refused (the client address or the form's e-mail): the form's message says.
        data: { status: 429, limited: limited.key },
      },
      429,
    ),
    limited,
  )
}

export type IdParams = { params: Promise<{ id: string }> }

function internalError(error: unknown): Response {
  console.error('[contact-form-7]', error)
  return restError('wpcf7_internal_error', 'The submission could not be processed.', 500)
}

/** Work to run once the answer is sent (waking the mail worker). */
type AfterResponse = (task: () => Promise<void>) => void

/**
 * Runs `task` after the answer is sent (Next's `after`). Outside a Next request (the route called
 * directly, as tests do) nothing runs: the queued mail waits for the worker's next round.
 */
function afterNextResponse(task: () => Promise<void>): void {
  try {
    after(task)
  } catch {
    // No request scope: leave the job to the queue.
  }
}

/** The three handlers, bound to a Payload instance (the app's, or a test's). */
export function contactFormRoutes(getPayload: GetPayload) {
  return {
    feedback: (request: Request, ctx: IdParams) =>
      handleFeedback(getPayload, request, ctx, afterNextResponse),
    /**
     * The feedback call as the server's front calls it (server/app-routes.mjs), outside Next's
     * request scope, with the body's bytes when the front has read them: the answer, and the task
     * the front runs once it has written it.
     */
    frontFeedback: async (request: Request, id: string, body?: Uint8Array) => {
      let after: (() => Promise<void>) | undefined
      const response = await handleFeedback(
        getPayload,
        request,
        { params: Promise.resolve({ id }) },
        (task) => {
          after = task
        },
        body,
      )
      return { response, after }
    },
    schema: (request: Request, ctx: IdParams) => handleSchema(getPayload, request, ctx),
    refill: (request: Request, ctx: IdParams) => handleRefill(getPayload, request, ctx),
  }
}

async function handleFeedback(
  getPayload: GetPayload,
  request: Request,
  { params }: IdParams,
  afterResponse: AfterResponse,
  /** The body, when the caller has read it (then `request` has none). */
  bytes?: Uint8Array,
): Promise<Response> {
  const formId = parsePositiveId((await params).id)
  if (formId === null) return noRoute()
  if (!isMultipart(request.headers.get('content-type'))) {
    const { code, message, status } = unsupportedMediaType
    return restError(code, message, status)
  }
  noteVisitorRequest()
  try {
    const remoteIp = remoteIpOf(request.headers)
    // Per address before a byte of the body is read; per e-mail address once the form data is.
    const byAddress = await limitByAddress(remoteIp)
    if (byAddress) return tooManyRequests(byAddress)
    const payload = await getPayload()
    const form = await loadContactForm(payload, formId, defaultLocale)
    if (!form) return formNotFound()
    const body = await readFeedbackBody(request, feedbackBodyCap(form.model), bytes)
    if (!body.ok) return restError(body.code, body.message, body.status)
    const byEmail = await limitByEmail(form.model, body.formData)
    if (byEmail) return tooManyRequests(byEmail)
    const result = await submitFeedback(payload, {
      formId,
      formData: body.formData,
      channel: 'rest',
      remoteIp,
      userAgent: request.headers.get('user-agent') ?? '',
      pageUrl: request.headers.get('referer') ?? undefined,
    })
    if (!result.found) return formNotFound()
    // The worker's run may outlast many requests: nothing waits for it.
    if (result.mailQueued) afterResponse(async () => void wakeMailWorker(payload))
    return restJson(result.response)
  } catch (error) {
    return internalError(error)
  }
}

/** `?locale=` (`ka`, `en`, `ka_GE`, `en_US`) picks the language of the rule messages. */
function localeOfQuery(request: Request): Locale {
  return formLocaleOf(new URL(request.url).searchParams.get('locale'))
}

/** The GET calls: the form in the query's locale, answered by `answer`; 404 when there is none. */
async function withForm(
  getPayload: GetPayload,
  request: Request,
  { params }: IdParams,
  answer: (form: LoadedForm) => Response,
): Promise<Response> {
  const formId = parsePositiveId((await params).id)
  if (formId === null) return noRoute()
  try {
    const form = await loadContactForm(await getPayload(), formId, localeOfQuery(request))
    return form ? answer(form) : formNotFound()
  } catch (error) {
    return internalError(error)
  }
}

function handleSchema(getPayload: GetPayload, request: Request, ctx: IdParams) {
  // Fetched on every page view; a minute of staleness after an edit is harmless.
  return withForm(getPayload, request, ctx, (form) =>
    restJson(form.schema, 200, 'public, max-age=60'),
  )
}

function handleRefill(getPayload: GetPayload, request: Request, ctx: IdParams) {
  return withForm(getPayload, request, ctx, (form) => {
    const quiz = quizRefill(form.model)
    return restJson(quiz ? { quiz } : {})
  })
}
