import type { Payload } from 'payload'

import { localizePath, type Locale } from '@/i18n/locales'

import { accountStrings } from '../messages'
import { verifyAccountAction } from '../server/account-actions'
import { checkVerifyLink } from '../server/verify'

/**
 * `/account/verify?id=…&token=…`: the mailed link shows a button whose POST completes the account.
 * Opening the link verifies nothing (mail scanners open links too); a verified account's link says
 * so.
 */
export async function VerifyPage({
  payload,
  locale,
  id,
  token,
}: {
  payload: Payload
  locale: Locale
  id: unknown
  token: unknown
}) {
  const t = accountStrings(locale)
  const state = await checkVerifyLink(payload, id, token)
  if (state === 'pending') {
    return (
      <div className="container account-page">
        <h1>{t.verifyTitle}</h1>
        <p>{t.verifyQuestion}</p>
        <form action={verifyAccountAction}>
          <input type="hidden" name="lang" value={locale} />
          <input type="hidden" name="id" value={String(id)} />
          <input type="hidden" name="token" value={String(token)} />
          <button type="submit" className="button button-primary">
            {t.verifyButton}
          </button>
        </form>
      </div>
    )
  }
  const text =
    state === 'verified' ? t.verified : state === 'expired' ? t.verifyExpired : t.verifyFailed
  return (
    <div className="container account-page">
      <h1>{t.verifyTitle}</h1>
      <p className="account-notice" role={state === 'verified' ? 'status' : 'alert'}>
        {text}
      </p>
      {state === 'verified' ? (
        <p>
          <a href={localizePath('/account', locale)}>{t.toLogin}</a>
        </p>
      ) : null}
    </div>
  )
}
