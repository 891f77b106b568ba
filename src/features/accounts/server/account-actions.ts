'use server'
/**
 * The account page's forms (log in, log out, forgot and reset password, delete) and the verify
 * page's button: server actions, so each works without JavaScript (and Next refuses one posted from
 * another origin). Each ends in a redirect to the account page with a status key, or to the page
 * it was on.
 */
import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { createLocalReq, logoutOperation } from 'payload'

import { actionPayload } from '@/lib/action-payload'
import { isLocale, type Locale } from '@/i18n/locales'
import { remoteIpOf } from '@/lib/compat/client-address'
import { consumeRateLimit } from '@/lib/rate-limit'
import { isEmail } from '@/lib/validation/email'

import { VISITORS_SLUG } from '../collections/Visitors/config'
import type { AccountStatus } from './account-status'
import { accountPath, resetPath, verifyPath } from './mails'
import { requestPasswordReset, resetPassword } from './password-reset'
import { sessionCookieName, sessionCookieOptions, signedInVisitor } from './session'
import { verifyVisitor } from './verify'

function text(formData: FormData, name: string, max = 300): string {
  const value = formData.get(name)
  return typeof value === 'string' ? value.slice(0, max) : ''
}

function localeOf(formData: FormData): Locale {
  const lang = formData.get('lang')
  return isLocale(lang) ? lang : 'ka'
}

function done(locale: Locale, status: AccountStatus | 'signed-in', hash = ''): never {
  const query = status === 'signed-in' ? '' : `?status=${status}`
  redirect(`${accountPath(locale)}${query}${hash}`)
}

export async function loginAction(formData: FormData): Promise<void> {
  const locale = localeOf(formData)
  const email = text(formData, 'email').trim().toLowerCase()
  const password = text(formData, 'password', 200)
  const payload = await actionPayload()
  let token: string | undefined
  let exp: number | undefined
  try {
    const req = await createLocalReq({ req: { headers: await headers() } }, payload)
    const result = await payload.login({
      collection: VISITORS_SLUG,
      data: { email, password },
      req,
    })
    token = result.token
    exp = result.exp
  } catch (error) {
    const status = (error as { status?: number }).status
    done(locale, status === 429 ? 'too-many' : 'login-failed')
  }
  if (!token) done(locale, 'login-failed')
  ;(await cookies()).set(
    sessionCookieName(payload),
    token,
    sessionCookieOptions(exp ? new Date(exp * 1000) : undefined),
  )
  done(locale, 'signed-in')
}

/** Ends this session (Payload forgets it too) and drops the cookie. */
export async function logoutAction(formData: FormData): Promise<void> {
  const locale = localeOf(formData)
  const payload = await actionPayload()
  const visitor = await signedInVisitor(payload, await headers())
  if (visitor) {
    const req = await createLocalReq({ user: visitor as never }, payload)
    await logoutOperation({ collection: payload.collections[VISITORS_SLUG], req }).catch(() => {})
  }
  ;(await cookies()).delete(sessionCookieName(payload))
  done(locale, 'logged-out')
}

/** Mails a reset link (`forgot-password` limit per address and e-mail); one answer either way. */
export async function forgotPasswordAction(formData: FormData): Promise<void> {
  const locale = localeOf(formData)
  const email = text(formData, 'email').trim().toLowerCase()
  const limited = await consumeRateLimit('forgot-password', {
    ip: remoteIpOf(await headers()),
    email: isEmail(email) ? email : undefined,
  })
  if (!limited.ok) done(locale, 'too-many', '#forgot')
  await requestPasswordReset(await actionPayload(), email, locale)
  done(locale, 'forgot-sent', '#forgot')
}

/** Sets a new password from a mailed link; a weak one shows the form again. */
export async function resetPasswordAction(formData: FormData): Promise<void> {
  const locale = localeOf(formData)
  const subject = text(formData, 'id', 40)
  const token = text(formData, 'token', 400)
  const password = text(formData, 'password', 201)
  const result = await resetPassword(await actionPayload(), subject, token, password)
  if (result === 'weak') {
    redirect(`${resetPath(locale)}?${new URLSearchParams({ id: subject, token, weak: '1' })}`)
  }
  done(locale, result === 'done' ? 'reset-done' : 'reset-failed')
}

/** Deletes the signed-in visitor's account once the confirmation box is ticked. */
export async function deleteAccountAction(formData: FormData): Promise<void> {
  const locale = localeOf(formData)
  const payload = await actionPayload()
  const visitor = await signedInVisitor(payload, await headers())
  if (!visitor) done(locale, 'signed-in')
  if (formData.get('confirm') !== 'yes') done(locale, 'delete-not-confirmed', '#delete')
  await payload.delete({ collection: VISITORS_SLUG, id: visitor.id, depth: 0 })
  ;(await cookies()).delete(sessionCookieName(payload))
  done(locale, 'deleted')
}

/** The verify page's button: verifies the account, then shows the link's page again (now done). */
export async function verifyAccountAction(formData: FormData): Promise<void> {
  const locale = localeOf(formData)
  const id = text(formData, 'id', 40)
  const token = text(formData, 'token', 400)
  await verifyVisitor(await actionPayload(), id, token)
  redirect(`${verifyPath(locale)}?${new URLSearchParams({ id, token })}`)
}
