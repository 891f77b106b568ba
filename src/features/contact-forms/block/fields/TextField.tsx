import {
  hasOption,
  tagAutocomplete,
  tagSize,
  tagTabIndex,
} from '@/features/contact-forms/model/tag'
import { tagLength, tagPlaceholder } from '@/features/contact-forms/model/tags'

import { controlClassName } from '../behaviours'
import { ariaState, controlId, fieldState, initialValue, type TagFieldProps } from './field-context'
import { FieldWrap } from './FieldWrap'

/** `[text]`, `[email]`, `[url]` and `[tel]`: one input of that type. */
export function TextField({ tag, ctx }: TagFieldProps) {
  const state = fieldState(tag, ctx)
  const typed = tag.type !== 'text' && `wpcf7-validates-as-${tag.type}`
  return (
    <FieldWrap tag={tag} state={state}>
      <input
        type={tag.type}
        name={tag.name}
        size={tagSize(tag, 40)}
        {...tagLength(tag)}
        className={controlClassName(tag, ['wpcf7-text', typed, ...state.stateClasses])}
        id={controlId(tag, ctx)}
        tabIndex={tagTabIndex(tag)}
        readOnly={hasOption(tag, 'readonly') || undefined}
        autoComplete={tagAutocomplete(tag)}
        {...ariaState(tag, state)}
        placeholder={tagPlaceholder(tag)}
        defaultValue={initialValue(tag, ctx)}
        inert={state.inert || undefined}
      />
    </FieldWrap>
  )
}
