import { freeTextField } from '@/features/contact-forms/model/feedback'
import { hasOption, tagChoices, tagTabIndex } from '@/features/contact-forms/model/tag'
import { isRequiredTag, tagInputName } from '@/features/contact-forms/model/tags'

import { controlClassName, controlIdOf, errorTargetIdOf } from '../behaviours'
import { ariaState, chosenValues, controlId, fieldState, type TagFieldProps } from './field-context'
import { FieldWrap } from './FieldWrap'

/**
 * `[checkbox]` and `[radio]`: an ARIA group of inputs, one list item each, and with `free_text` a
 * text input beside the last one.
 */
export function ChoicesField({ tag, ctx }: TagFieldProps) {
  const state = fieldState(tag, ctx)
  const exclusive = tag.type === 'checkbox' && hasOption(tag, 'exclusive')
  const labelFirst = hasOption(tag, 'label_first')
  const useLabel = hasOption(tag, 'use_label_element')
  const freeText = hasOption(tag, 'free_text')
  const posted = ctx.values?.[tag.name]
  const chosen = chosenValues(tag, ctx)
  const baseId = controlIdOf(ctx.unitTag, tag.name)
  const freeTextEnabled = ctx.freeTextEnabled?.[tag.name]
  const firstTabIndex = tagTabIndex(tag)
  const choices = tagChoices(tag)
  // Every input carries the group's state: required (a radio group always is), invalid, error.
  const aria = ariaState(tag, state, isRequiredTag(tag))

  const items = choices.map(({ value, label }, index) => {
    const last = index === choices.length - 1
    const withFreeText = freeText && last
    // A posted free-text choice arrives as "Other typed text".
    const checked =
      chosen.includes(value) ||
      Boolean(withFreeText && posted?.some((p) => p.startsWith(`${value} `)))
    // CF7 numbers positive tab indexes upwards item by item.
    const tabIndex =
      firstTabIndex !== undefined && firstTabIndex > 0 ? firstTabIndex + index : firstTabIndex
    // Without a <label>, the input is named by its label text.
    const labelId = useLabel ? undefined : `${baseId}-${index}-label`
    const input = (
      <input
        key="input"
        type={tag.type}
        name={tagInputName(tag)}
        value={value}
        defaultChecked={checked}
        tabIndex={tabIndex}
        // The error list links to the first input, so following the link enters the group.
        id={index === 0 ? errorTargetIdOf(ctx.unitTag, tag) : undefined}
        aria-labelledby={labelId}
        {...aria}
      />
    )
    const text = (
      <span key="label" className="wpcf7-list-item-label" id={labelId}>
        {label}
      </span>
    )
    const pair = labelFirst ? [text, input] : [input, text]
    const itemClass = [
      'wpcf7-list-item',
      index === 0 && 'first',
      last && 'last',
      withFreeText && 'has-free-text',
    ]
      .filter(Boolean)
      .join(' ')
    return (
      <span key={index} className={itemClass}>
        {useLabel ? <label>{pair}</label> : pair}
        {withFreeText ? (
          <>
            {' '}
            <input
              type="text"
              name={freeTextField(tag.name)}
              className="wpcf7-free-text"
              tabIndex={tabIndex}
              aria-label={label}
              defaultValue={ctx.values?.[freeTextField(tag.name)]?.[0] ?? ''}
              disabled={freeTextEnabled === undefined ? undefined : !freeTextEnabled}
            />
          </>
        ) : null}
      </span>
    )
  })

  return (
    <FieldWrap tag={tag} state={state}>
      <span
        className={controlClassName(tag, [
          exclusive && 'wpcf7-exclusive-checkbox',
          ...state.stateClasses,
        ])}
        id={controlId(tag, ctx)}
        role={tag.type === 'radio' ? 'radiogroup' : 'group'}
        aria-labelledby={ctx.legendOf(tag)}
        inert={state.inert || undefined}
      >
        {items}
      </span>
    </FieldWrap>
  )
}
