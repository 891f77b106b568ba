import { hasOption, tagTabIndex } from '@/features/contact-forms/model/tag'
import { tagPlaceholder } from '@/features/contact-forms/model/tags'
import { tagNumberRange } from '@/features/contact-forms/model/tags/number'

import { controlClassName } from '../behaviours'
import { ariaState, controlId, fieldState, initialValue, type TagFieldProps } from './field-context'
import { FieldWrap } from './FieldWrap'

/** `[number]` (a spinbox) and `[range]` (a slider). */
export function NumberField({ tag, ctx }: TagFieldProps) {
  const state = fieldState(tag, ctx)
  return (
    <FieldWrap tag={tag} state={state}>
      <input
        type={tag.type}
        name={tag.name}
        className={controlClassName(tag, ['wpcf7-validates-as-number', ...state.stateClasses])}
        id={controlId(tag, ctx)}
        tabIndex={tagTabIndex(tag)}
        {...tagNumberRange(tag)}
        readOnly={hasOption(tag, 'readonly') || undefined}
        {...ariaState(tag, state)}
        placeholder={tagPlaceholder(tag)}
        defaultValue={initialValue(tag, ctx)}
        inert={state.inert || undefined}
      />
    </FieldWrap>
  )
}
