import {
  hasOption,
  tagAutocomplete,
  tagCols,
  tagRows,
  tagTabIndex,
} from '@/features/contact-forms/model/tag'
import { tagLength, tagPlaceholder } from '@/features/contact-forms/model/tags'

import { controlClassName } from '../behaviours'
import { ariaState, controlId, fieldState, initialValue, type TagFieldProps } from './field-context'
import { FieldWrap } from './FieldWrap'

/** `[textarea]`. */
export function TextareaField({ tag, ctx }: TagFieldProps) {
  const state = fieldState(tag, ctx)
  return (
    <FieldWrap tag={tag} state={state}>
      <textarea
        cols={tagCols(tag)}
        rows={tagRows(tag)}
        {...tagLength(tag)}
        className={controlClassName(tag, state.stateClasses)}
        id={controlId(tag, ctx)}
        tabIndex={tagTabIndex(tag)}
        readOnly={hasOption(tag, 'readonly') || undefined}
        autoComplete={tagAutocomplete(tag)}
        {...ariaState(tag, state)}
        placeholder={tagPlaceholder(tag)}
        name={tag.name}
        defaultValue={initialValue(tag, ctx)}
        inert={state.inert || undefined}
      />
    </FieldWrap>
  )
}
