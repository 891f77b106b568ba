import { hasOption, tagTabIndex } from '@/features/contact-forms/model/tag'
import { tagDefaultValues } from '@/features/contact-forms/model/tags'

import { renderNodes } from '../markup'
import { ariaState, controlId, fieldState, type TagFieldProps } from './field-context'
import { FieldWrap } from './FieldWrap'

/**
 * `[acceptance]`: a checkbox labelled by its condition, rendered from the parser's safe markup of
 * it (`contentNodes`), the one sanitiser of editors' markup.
 */
export function AcceptanceField({ tag, ctx }: TagFieldProps) {
  const state = fieldState(tag, ctx)
  const checked = ctx.posted
    ? Boolean(ctx.values?.[tag.name]?.length)
    : tagDefaultValues(tag).length > 0
  // Required unless optional; an `invert` one must stay unchecked, which aria-required (it means
  // "must be checked") cannot say.
  const required = !hasOption(tag, 'optional') && !hasOption(tag, 'invert')
  // CF7 puts the tag's id and classes on the checkbox, not on the group.
  const groupClass = [
    'wpcf7-form-control',
    'wpcf7-acceptance',
    ...state.stateClasses,
    hasOption(tag, 'invert') && 'invert',
    hasOption(tag, 'optional') && 'optional',
  ]
    .filter(Boolean)
    .join(' ')
  const input = (
    <input
      key="input"
      type="checkbox"
      name={tag.name}
      value="1"
      tabIndex={tagTabIndex(tag)}
      defaultChecked={checked}
      className={tag.classNames.length ? tag.classNames.join(' ') : undefined}
      id={controlId(tag, ctx)}
      {...ariaState(tag, state, required)}
    />
  )
  const condition = tag.contentNodes ?? []
  // No form tag can stand in a label: the condition's markup holds none.
  const label = condition.length ? (
    <span key="label" className="wpcf7-list-item-label">
      {renderNodes(condition, { status: ctx.status, renderTag: () => null })}
    </span>
  ) : null
  return (
    <FieldWrap tag={tag} state={state}>
      <span
        className={groupClass}
        role="group"
        aria-labelledby={ctx.legendOf(tag)}
        inert={state.inert || undefined}
      >
        <span className="wpcf7-list-item">
          {label ? (
            <label>{hasOption(tag, 'label_first') ? [label, input] : [input, label]}</label>
          ) : (
            input
          )}
        </span>
      </span>
    </FieldWrap>
  )
}
