import { hasOption, tagDateRange, tagOption, tagTabIndex } from '@/features/contact-forms/model/tag'
import { tagPlaceholder } from '@/features/contact-forms/model/tags'

import { controlClassName } from '../behaviours'
import { ariaState, controlId, fieldState, initialValue, type TagFieldProps } from './field-context'
import { FieldWrap } from './FieldWrap'

/** `[date]`: a date input, starting empty unless its value is a `YYYY-MM-DD` date. */
export function DateField({ tag, ctx }: TagFieldProps) {
  const state = fieldState(tag, ctx)
  const value = initialValue(tag, ctx)
  return (
    <FieldWrap tag={tag} state={state}>
      <input
        type="date"
        name={tag.name}
        className={controlClassName(tag, ['wpcf7-validates-as-date', ...state.stateClasses])}
        id={controlId(tag, ctx)}
        tabIndex={tagTabIndex(tag)}
        {...tagDateRange(tag)}
        step={tagOption(tag, 'step', 'int')}
        readOnly={hasOption(tag, 'readonly') || undefined}
        {...ariaState(tag, state)}
        placeholder={tagPlaceholder(tag)}
        defaultValue={/^[0-9]{4,}-[0-9]{2}-[0-9]{2}$/.test(value) ? value : ''}
        inert={state.inert || undefined}
      />
    </FieldWrap>
  )
}
