import type { Locale } from '@/i18n/locales'

import { accountStrings } from '../messages'
import { PASSWORD_MIN_LENGTH } from '../model/password-strength'
import { resetPasswordAction } from '../server/account-actions'

/** `/account/reset?id=…&token=…`: the form for a new password (the action checks the link). */
export function ResetPage({
  locale,
  id,
  token,
  weak,
}: {
  locale: Locale
  id: string
  token: string
  weak: boolean
}) {
  const t = accountStrings(locale)
  return (
    <div className="container account-page">
      <h1>{t.resetHeading}</h1>
      <form action={resetPasswordAction} className="account-form">
        <input type="hidden" name="lang" value={locale} />
        <input type="hidden" name="id" value={id.slice(0, 40)} />
        <input type="hidden" name="token" value={token.slice(0, 400)} />
        <p>
          <label htmlFor="reset-password">{t.newPasswordLabel}</label>
          <input
            id="reset-password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
            aria-describedby="reset-hint"
            aria-invalid={weak || undefined}
          />
        </p>
        <p id="reset-hint" role={weak ? 'alert' : undefined}>
          {weak ? t.passwordCommon : t.passwordHint}
        </p>
        <button type="submit" className="button button-primary">
          {t.resetSubmit}
        </button>
      </form>
    </div>
  )
}
