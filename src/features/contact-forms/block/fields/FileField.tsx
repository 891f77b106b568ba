import { tagFileTypes, tagOption, tagSize, tagTabIndex } from '@/features/contact-forms/model/tag'

import { controlClassName } from '../behaviours'
import { ariaState, controlId, fieldState, type TagFieldProps } from './field-context'
import { FieldWrap } from './FieldWrap'

/** `[file]`: an upload input that accepts the tag's file types. */
export function FileField({ tag, ctx }: TagFieldProps) {
  const state = fieldState(tag, ctx)
  const capture = tagOption(tag, 'capture', /^(?:user|environment)$/) as
    | 'user'
    | 'environment'
    | undefined
  return (
    <FieldWrap tag={tag} state={state}>
      <input
        type="file"
        name={tag.name}
        size={tagSize(tag, 40)}
        className={controlClassName(tag, state.stateClasses)}
        id={controlId(tag, ctx)}
        capture={capture}
        tabIndex={tagTabIndex(tag)}
        accept={tagFileTypes(tag).join(',')}
        {...ariaState(tag, state)}
        inert={state.inert || undefined}
      />
    </FieldWrap>
  )
}
