import type { BlockProps } from '@/lib/block-kit/types'
import { issueFormStart } from '@/features/spam'
import type { RegisterFormBlock } from '@/payload-types'

import { accountStrings } from '../messages'
import { registerFormAction } from './actions'
import { RegisterForm } from './RegisterForm.lazy'

/** The registration form on a page: rendered on the server, posted with or without JavaScript. */
export function RegisterFormComponent({ block, locale, index }: BlockProps<RegisterFormBlock>) {
  const headingId = `register-heading-${index}`
  const strings = accountStrings(locale)
  return (
    <section className="stm-register-form register-form-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading || strings.registerHeading}</h2>
      {block.intro ? <p className="register-form-intro">{block.intro}</p> : null}
      <RegisterForm
        locale={locale}
        strings={strings}
        idPrefix={`register-${index}`}
        action={registerFormAction}
        startToken={issueFormStart()}
      />
    </section>
  )
}
