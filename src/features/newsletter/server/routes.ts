/**
 * The newsletter's HTTP entry points, kept thin: ElementsKit's REST call (GET with the form's
 * fields as query data), its admin-ajax alias, the form posted without JavaScript and RFC 8058's
 * one-click unsubscribe. Bad input gets a 4xx JSON error that changes nothing; never a 5xx body
 * with internals.
 *
 * The token: every REST call carries one, as `X-WP-Nonce` (this site's client, fetched from the
 * nonce route for NEWSLETTER_TOKEN_ACTION) or as a `_wpnonce` query field (a form serialized by
 * ElementsKit's stock script, which sends no header). Missing → `missing_nonce`, invalid →
 * `invalid_nonce`, expired → `nonce_expired` (the client fetches a new one and retries once), all
 * 403 before anything is read or stored. WordPress served a logged-out call without a nonce; here
 * a token stops other sites from making visitors' browsers sign addresses up. The form posted
 * without JavaScript is a page, not this call: the spam module's page-signed start time guards it.
 */
import { after } from 'next/server'

import type { Payload } from 'payload'

import { noteVisitorRequest, wakeMailWorker } from '@/features/mail'
import { defaultLocale, isLocale, localizePath, type Locale } from '@/i18n/locales'
import type { AjaxContext } from '@/lib/compat/ajax-types'
import { remoteIpOf } from '@/lib/compat/client-address'
import { verifyToken } from '@/lib/compat/tokens'
import { readBody, URLENCODED_BODY_CAP_BYTES } from '@/lib/http'

import { newsletterStrings } from '../messages'
import { BLOCK_REF, NEWSLETTER_FIELDS, NEWSLETTER_TOKEN_ACTION } from '../model/status'
import { errorAnswer, signupAnswer } from './answer'
import { unsubscribe } from './links'
import { signUp, type SignupOutcome } from './subscribe'

type GetPayload = () => Promise<Payload>

/** `en`, `en-US`, `ka_GE` → a site locale. */
function localeFromTag(tag: string | null | undefined): Locale | undefined {
  const lang = tag?.trim().slice(0, 2).toLowerCase()
  return isLocale(lang) ? lang : undefined
}

function localeOf(fields: URLSearchParams | FormData, request: Request): Locale {
  const lang = fields.get('lang')
  return (
    localeFromTag(typeof lang === 'string' ? lang : undefined) ??
    localeFromTag(request.headers.get('accept-language')) ??
    defaultLocale
  )
}

function toFormData(params: URLSearchParams): FormData {
  const data = new FormData()
  for (const [name, value] of params) data.append(name, value)
  return data
}

/** The consent record's page: what the form says, else the referring page. */
function pageOf(fields: FormData, request: Request): string | undefined {
  const posted = fields.get(NEWSLETTER_FIELDS.page)
  if (typeof posted === 'string' && posted.startsWith('/')) return posted
  return request.headers.get('referer') ?? undefined
}

/** Runs `task` after the answer (Next's `after`); outside a request (tests) the worker sends. */
function afterResponse(task: () => Promise<void>): void {
  try {
    after(task)
  } catch {
    // No request scope: the queued mail waits for the worker's next round.
  }
}

function wakeWorker(payload: Payload, outcome: SignupOutcome): void {
  if (outcome.kind !== 'pending' && outcome.kind !== 'subscribed') return
  noteVisitorRequest()
  afterResponse(() => wakeMailWorker(payload))
}

async function run(
  getPayload: GetPayload,
  request: Request,
  fields: FormData,
  locale: Locale,
  channel: 'rest' | 'no-js',
): Promise<SignupOutcome> {
  const payload = await getPayload()
  const outcome = await signUp(payload, {
    listed: (fields.get(NEWSLETTER_FIELDS.listed) as string | null) ?? null,
    fields,
    locale,
    channel,
    ip: remoteIpOf(request.headers),
    userAgent: request.headers.get('user-agent') ?? '',
    page: pageOf(fields, request),
  })
  wakeWorker(payload, outcome)
  return outcome
}

/** `GET /wp-json/elementskit/v1/widget/mailchimp/sendmail/?listed={id}&email=…` */
async function handleSendmail(getPayload: GetPayload, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  const locale = localeOf(params, request)
  const t = newsletterStrings(locale)
  const nonce = request.headers.get('x-wp-nonce') || params.get('_wpnonce')
  if (!nonce) return errorAnswer('missing_nonce', t.badToken, 403)
  const verified = verifyToken(nonce, NEWSLETTER_TOKEN_ACTION)
  if (!verified.ok) {
    return verified.reason === 'expired'
      ? errorAnswer('nonce_expired', t.badToken, 403)
      : errorAnswer('invalid_nonce', t.badToken, 403)
  }
  try {
    return signupAnswer(await run(getPayload, request, toFormData(params), locale, 'rest'), t)
  } catch (error) {
    console.error('[newsletter]', error)
    return errorAnswer('internal_error', t.internalError, 500)
  }
}

/** The form posted without JavaScript: the sign-up, then a page that says how it went. */
async function handleFormPost(
  getPayload: GetPayload,
  request: Request,
  locale: Locale,
): Promise<Response> {
  const t = newsletterStrings(locale)
  const body = await readBody(request, {
    cap: URLENCODED_BODY_CAP_BYTES,
    accept: ['urlencoded', 'multipart'],
  })
  if (!body.ok) return errorAnswer('invalid_email', t.invalidEmail, body.status)
  const fields =
    body.kind === 'multipart'
      ? body.formData
      : toFormData(body.kind === 'urlencoded' ? body.params : new URLSearchParams())
  let result: string
  try {
    const outcome = await run(getPayload, request, fields, locale, 'no-js')
    result = outcome.kind
  } catch (error) {
    console.error('[newsletter]', error)
    result = 'error'
  }
  const target = new URL(localizePath('/newsletter/result', locale), request.url)
  target.searchParams.set('status', result)
  const block = fields.get(NEWSLETTER_FIELDS.block)
  if (typeof block === 'string' && BLOCK_REF.test(block)) target.searchParams.set('block', block)
  return new Response(null, { status: 303, headers: { Location: target.pathname + target.search } })
}

/** RFC 8058 one-click (a mail client's POST) and the unsubscribe page's button. */
async function handleOneClick(
  getPayload: GetPayload,
  request: Request,
  locale: Locale,
): Promise<Response> {
  const url = new URL(request.url)
  const payload = await getPayload()
  const done = await unsubscribe(payload, url.searchParams.get('id'), url.searchParams.get('token'))
  const body = await readBody(request, {
    cap: 1024,
    accept: ['urlencoded', 'multipart', 'text'],
    untyped: 'text',
  })
  const oneClick =
    body.ok && body.kind === 'urlencoded' && body.params.get('List-Unsubscribe') === 'One-Click'
  if (oneClick) {
    return new Response(done.ok ? 'Unsubscribed.' : 'Invalid link.', {
      status: done.ok ? 200 : 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const target = localizePath('/newsletter/unsubscribe', locale)
  const query = done.ok ? '?done=1' : '?invalid=1'
  return new Response(null, { status: 303, headers: { Location: `${target}${query}` } })
}

export function newsletterRoutes(getPayload: GetPayload) {
  return {
    sendmail: (request: Request) => handleSendmail(getPayload, request),
    formPost: async (request: Request, locale: string) =>
      handleFormPost(getPayload, request, isLocale(locale) ? locale : defaultLocale),
    oneClick: async (request: Request, locale: string) =>
      handleOneClick(getPayload, request, isLocale(locale) ? locale : defaultLocale),
  }
}

/** The admin-ajax alias (`action=sakhli_newsletter_subscribe`): the dispatcher checked its token. */
export async function subscribeAjax(ctx: AjaxContext): Promise<Response> {
  const { getPayloadClient } = await import('@/data/payload')
  const fields = ctx.fields instanceof FormData ? ctx.fields : toFormData(ctx.fields)
  const t = newsletterStrings(ctx.locale)
  try {
    return signupAnswer(await run(getPayloadClient, ctx.request, fields, ctx.locale, 'rest'), t)
  } catch (error) {
    console.error('[newsletter]', error)
    return errorAnswer('internal_error', t.internalError, 500)
  }
}
