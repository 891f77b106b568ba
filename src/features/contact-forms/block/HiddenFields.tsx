/** The hidden fields every CF7 form posts, in CF7's hidden `div`. Isomorphic. */
import { CF7_VERSION, HIDDEN_FIELDS } from '@/features/contact-forms/model/feedback'
import type { Locale } from '@/i18n/locales'

import { cf7LocaleOf } from './behaviours'

export function HiddenFields(props: {
  formId: number
  locale: Locale
  unitTag: string
  containerPostId: number
  postedHash: string
}) {
  return (
    <div style={{ display: 'none' }}>
      <input type="hidden" name={HIDDEN_FIELDS.formId} value={props.formId} />
      <input type="hidden" name={HIDDEN_FIELDS.version} value={CF7_VERSION} />
      <input type="hidden" name={HIDDEN_FIELDS.locale} value={cf7LocaleOf(props.locale)} />
      <input type="hidden" name={HIDDEN_FIELDS.unitTag} value={props.unitTag} />
      <input type="hidden" name={HIDDEN_FIELDS.containerPost} value={props.containerPostId} />
      <input type="hidden" name={HIDDEN_FIELDS.postedDataHash} value={props.postedHash} />
    </div>
  )
}
