import { tagTabIndex } from '@/features/contact-forms/model/tag'
import { submitLabel } from '@/features/contact-forms/model/tags/submit'

import { controlClassName } from '../behaviours'
import { fieldState, type TagFieldProps } from './field-context'

/** `[submit]`: the button, with CF7's spinner after it. */
export function SubmitField({ tag, ctx }: TagFieldProps) {
  const state = fieldState(tag, ctx)
  return (
    <>
      <input
        type="submit"
        value={submitLabel(tag, ctx.strings.send)}
        className={controlClassName(tag, ['has-spinner', state.inert && 'active-on-any'])}
        id={tag.id}
        tabIndex={tagTabIndex(tag)}
        disabled={ctx.submitDisabled || undefined}
        inert={state.inert || undefined}
      />
      <span className="wpcf7-spinner" aria-hidden="true" />
    </>
  )
}
