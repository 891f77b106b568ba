/**
 * The newsletter's HTTP entry points, kept thin: ElementsKit's REST call (GET with the form's
 * fields as query data), its admin-ajax alias (`subscribe-ajax.ts`, through this module's sign-up
 * and token check), the form posted without JavaScript, the confirm page's button and RFC 8058's
 * one-click unsubscribe. Bad input gets a 4xx JSON error that changes nothing; never a 5xx body
 * with internals.
 *
 * Other sites: a sign-up mails an address, so no other site's page may make a visitor's browser
 * send one. Tokens alone cannot stop it: the nonce route gives anyone a token, valid 12 hours for
 * everyone, which a page on another site could put in an `<img>`'s URL. So:
 * - the REST call takes its token only as the `X-WP-Nonce` header (this site's client sends it; a
 *   `_wpnonce` query field is not read). Another site's page cannot send a custom header: an
 *   `<img>` or a link sends none, and a script's cross-origin request with one needs a CORS
 *   preflight this site never grants. Missing → `missing_nonce`, invalid → `invalid_nonce`,
 *   expired → `nonce_expired` (the client fetches a new one and retries once), all 403;
 * - the admin-ajax alias likewise: a POST whose token came as `X-WP-Nonce`;
 * - every entry that mails or changes something refuses a request its browser marks as sent from
 *   another site (`isCrossSiteRequest`: `Sec-Fetch-Site`, else `Origin`, else `Referer`) with 403
 *   `cross_site`; that is what guards the form posted without JavaScript (its page is cached, so
 *   it carries no per-visitor token; the spam module's signed start time is public too);
 * - the confirm link shows a page whose button POSTs; only the POST confirms.
 * RFC 8058's one-click POST comes from mail clients, without those headers, and keeps working.
 */
import { after } from 'next/server'

import type { Payload } from 'payload'

import { noteVisitorRequest, wakeMailWorker } from '@/features/mail'
import { defaultLocale, isLocale, localizePath, type Locale } from '@/i18n/locales'
import type { GetPayload } from '@/lib/compat/request-context'
import { remoteIpOf } from '@/lib/compat/client-address'
import { verifyToken } from '@/lib/tokens'
import { readBody, URLENCODED_BODY_CAP_BYTES } from '@/lib/http'
import { isCrossSiteRequest } from '@/lib/http/cross-site'
import { asFormData } from '@/lib/http/form-data'

import { newsletterStrings, type NewsletterStrings } from '../messages'
import { BLOCK_REF, NEWSLETTER_FIELDS, NEWSLETTER_TOKEN_ACTION } from '../model/status'
import { errorAnswer, signupAnswer } from './answer'
import { confirmSubscription, unsubscribe } from './links'
import { signUp, type SignupOutcome } from './subscribe'

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
  if (!('mailed' in outcome) || !outcome.mailed) return
  noteVisitorRequest()
  afterResponse(() => wakeMailWorker(payload))
}

/** Signs up the visitor `fields` describe, then wakes the mail worker after the answer. */
export async function signUpRequest(
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

/** The REST call's token, from `X-WP-Nonce` only; a refusal, or null when it is good. */
export function tokenRefusal(request: Request, t: NewsletterStrings): Response | null {
  const nonce = request.headers.get('x-wp-nonce')
  if (!nonce) return errorAnswer('missing_nonce', t.badToken, 403)
  const verified = verifyToken(nonce, NEWSLETTER_TOKEN_ACTION)
  if (verified.ok) return null
  return verified.reason === 'expired'
    ? errorAnswer('nonce_expired', t.badToken, 403)
    : errorAnswer('invalid_nonce', t.badToken, 403)
}

/** `GET /wp-json/elementskit/v1/widget/mailchimp/sendmail/?listed={id}&email=…` */
async function handleSendmail(getPayload: GetPayload, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  const locale = localeOf(params, request)
  const t = newsletterStrings(locale)
  if (isCrossSiteRequest(request)) return errorAnswer('cross_site', t.crossSite, 403)
  const refused = tokenRefusal(request, t)
  if (refused) return refused
  try {
    return signupAnswer(
      await signUpRequest(getPayload, request, asFormData(params), locale, 'rest'),
      t,
    )
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
  if (isCrossSiteRequest(request)) return errorAnswer('cross_site', t.crossSite, 403)
  const body = await readBody(request, {
    cap: URLENCODED_BODY_CAP_BYTES,
    accept: ['urlencoded', 'multipart'],
  })
  if (!body.ok) return errorAnswer('invalid_email', t.invalidEmail, body.status)
  const fields =
    body.kind === 'multipart'
      ? body.formData
      : asFormData(body.kind === 'urlencoded' ? body.params : new URLSearchParams())
  let result: string
  try {
    const outcome = await signUpRequest(getPayload, request, fields, locale, 'no-js')
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

/**
 * The confirm page's button: `id` and `token` posted as the mailed link carried them. Confirms a
 * pending subscription, then shows the link's page again (now saying it is confirmed).
 */
async function handleConfirm(
  getPayload: GetPayload,
  request: Request,
  locale: Locale,
): Promise<Response> {
  const t = newsletterStrings(locale)
  if (isCrossSiteRequest(request)) return errorAnswer('cross_site', t.crossSite, 403)
  const body = await readBody(request, { cap: 2048, accept: ['urlencoded', 'multipart'] })
  const fields = !body.ok
    ? null
    : body.kind === 'multipart'
      ? body.formData
      : body.kind === 'urlencoded'
        ? body.params
        : null
  const id = fields?.get('id')
  const token = fields?.get('token')
  const page = localizePath('/newsletter/confirm', locale)
  const done = await confirmSubscription(await getPayload(), id, token)
  const query = done.ok
    ? `?${new URLSearchParams({ id: String(id), token: String(token) })}`
    : '?invalid=1'
  return new Response(null, {
    status: 303,
    headers: { Location: `${page}${query}`, 'Cache-Control': 'no-store' },
  })
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
  const withLocale = (locale: string): Locale => (isLocale(locale) ? locale : defaultLocale)
  return {
    sendmail: (request: Request) => handleSendmail(getPayload, request),
    formPost: async (request: Request, locale: string) =>
      handleFormPost(getPayload, request, withLocale(locale)),
    confirm: async (request: Request, locale: string) =>
      handleConfirm(getPayload, request, withLocale(locale)),
    oneClick: async (request: Request, locale: string) =>
      handleOneClick(getPayload, request, withLocale(locale)),
  }
}
