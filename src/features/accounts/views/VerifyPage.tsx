import { getPayloadClient } from '@/data/payload'
import { localizePath, type Locale } from '@/i18n/locales'

import { accountStrings } from '../messages'
import { verifyVisitor } from '../server/verify'

/** `/account/verify?id=…&token=…`: the mailed link completes the account. */
export async function VerifyPage({
  locale,
  id,
  token,
}: {
  locale: Locale
  id: unknown
  token: unknown
}) {
  const t = accountStrings(locale)
  const result = await verifyVisitor(await getPayloadClient(), id, token)
  const text =
    result === 'verified' ? t.verified : result === 'expired' ? t.verifyExpired : t.verifyFailed
  return (
    <div className="container account-page">
      <h1>{t.verifyTitle}</h1>
      <p className="account-notice" role={result === 'verified' ? 'status' : 'alert'}>
        {text}
      </p>
      {result === 'verified' ? (
        <p>
          <a href={localizePath('/account', locale)}>{t.toLogin}</a>
        </p>
      ) : null}
    </div>
  )
}
