import { headers } from 'next/headers'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { localizePath } from '@/i18n/locales'

import { accountStrings, fillText } from '../messages'
import {
  deleteAccountAction,
  forgotPasswordAction,
  loginAction,
  logoutAction,
} from '../server/account-actions'
import { ACCOUNT_STATUSES, FAILED_STATUSES, type AccountStatus } from '../server/account-status'
import { signedInVisitor } from '../server/session'

/**
 * The visitor's small account page: log in, or (signed in) log out, download the data, delete the
 * account; and ask for a password reset link. Every form is a server action (works without JS).
 */
export async function AccountPage({
  payload,
  locale,
  status,
}: {
  payload: Payload
  locale: Locale
  status?: AccountStatus
}) {
  const t = accountStrings(locale)
  const visitor = await signedInVisitor(payload, await headers())
  const notice = status ? t[ACCOUNT_STATUSES[status]] : null
  const failed = status ? FAILED_STATUSES.includes(status) : false
  const lang = <input type="hidden" name="lang" value={locale} />
  return (
    <div className="container account-page">
      <h1>{t.accountTitle}</h1>
      {notice ? (
        <p
          className={failed ? 'account-notice account-notice-error' : 'account-notice'}
          role={failed ? 'alert' : 'status'}
        >
          {notice}
        </p>
      ) : null}
      {visitor ? (
        <>
          <p>{fillText(t.loggedInAs, { nickname: visitor.nickname, email: visitor.email })}</p>
          <form action={logoutAction}>
            {lang}
            <button type="submit" className="button button-primary">
              {t.logout}
            </button>
          </form>
          <p>
            <a href={localizePath('/account/data', locale)} download>
              {t.downloadData}
            </a>
          </p>
          <section id="delete" aria-labelledby="delete-heading">
            <h2 id="delete-heading">{t.deleteHeading}</h2>
            <form action={deleteAccountAction}>
              {lang}
              <p>
                <input type="checkbox" id="delete-confirm" name="confirm" value="yes" required />{' '}
                <label htmlFor="delete-confirm">{t.deleteConfirmLabel}</label>
              </p>
              <button type="submit" className="button button-secondary">
                {t.deleteSubmit}
              </button>
            </form>
          </section>
        </>
      ) : (
        <>
          <section aria-labelledby="login-heading">
            <h2 id="login-heading">{t.loginHeading}</h2>
            <form action={loginAction} className="account-form">
              {lang}
              <p>
                <label htmlFor="login-email">{t.emailLabel}</label>
                <input id="login-email" name="email" type="email" autoComplete="email" required />
              </p>
              <p>
                <label htmlFor="login-password">{t.passwordLabel}</label>
                <input
                  id="login-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                />
              </p>
              <button type="submit" className="button button-primary">
                {t.loginSubmit}
              </button>
            </form>
          </section>
          <section id="forgot" aria-labelledby="forgot-heading">
            <h2 id="forgot-heading">{t.forgotHeading}</h2>
            <p>{t.forgotIntro}</p>
            <form action={forgotPasswordAction} className="account-form">
              {lang}
              <p>
                <label htmlFor="forgot-email">{t.emailLabel}</label>
                <input id="forgot-email" name="email" type="email" autoComplete="email" required />
              </p>
              <button type="submit" className="button button-primary">
                {t.forgotSubmit}
              </button>
            </form>
          </section>
        </>
      )}
    </div>
  )
}
