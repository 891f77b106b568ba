import {
  hasOption,
  tagAutocomplete,
  tagSize,
  tagTabIndex,
} from '@/features/contact-forms/model/tag'
import { isMultiValued, tagInputName } from '@/features/contact-forms/model/tags'
import { menuChoices } from '@/features/contact-forms/model/tags/select'

import { controlClassName } from '../behaviours'
import { ariaState, chosenValues, controlId, fieldState, type TagFieldProps } from './field-context'
import { FieldWrap } from './FieldWrap'

/** `[select]`: a drop-down menu, or a list box with `multiple`. */
export function SelectField({ tag, ctx }: TagFieldProps) {
  const state = fieldState(tag, ctx)
  const multiple = isMultiValued(tag)
  let size: number | undefined
  if (hasOption(tag, 'size')) size = tagSize(tag) ?? (multiple ? 4 : 1)
  const chosen = chosenValues(tag, ctx)
  return (
    <FieldWrap tag={tag} state={state}>
      <select
        className={controlClassName(tag, state.stateClasses)}
        id={controlId(tag, ctx)}
        tabIndex={tagTabIndex(tag)}
        autoComplete={tagAutocomplete(tag)}
        {...ariaState(tag, state)}
        size={size}
        multiple={multiple || undefined}
        name={tagInputName(tag)}
        defaultValue={multiple ? chosen : chosen[0]}
        inert={state.inert || undefined}
      >
        {menuChoices(tag, ctx.strings.chooseOption).map((choice, index) => (
          <option key={index} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldWrap>
  )
}
