/**
 * What every tag renderer gets: the form's props, plus what the form works out once for all its
 * fields. And the small pieces the renderers share (state, ARIA, ids, first values). Isomorphic.
 */
import type { ContactFormStrings } from '@/features/contact-forms/messages'
import type { FormModel, FormTag } from '@/features/contact-forms/model/model'
import type { FormStatus } from '@/features/contact-forms/model/status'
import { tagDefaultValues } from '@/features/contact-forms/model/tags'

import { controlIdOf, errorIdOf } from '../behaviours'
import { isInert } from '../markup'

export type FormFieldsStrings = Pick<
  ContactFormStrings,
  'send' | 'chooseOption' | 'charactersLeft' | 'characters'
>

export interface QuizView {
  question: string
  answerHash: string
}

export interface FormFieldsProps {
  model: FormModel
  unitTag: string
  strings: FormFieldsStrings
  /** Posted values to show again (the no-JavaScript answer), by field name without `[]`. */
  values?: Record<string, string[]>
  /** Field → the error shown beside it. */
  errors?: Record<string, string>
  /** Elements (and controls) with the class `inert-on-{status}` are inert while it holds. */
  status?: FormStatus
  /** Quiz questions refreshed since the page was rendered, by field. */
  quiz?: Record<string, QuizView>
  /** Browser only: current values of counted fields; otherwise counters show the initial count. */
  counted?: Record<string, string>
  /** Browser only: submit buttons are disabled until required acceptances are given. */
  submitDisabled?: boolean
  /** Browser only: whether each field's free-text input is enabled. */
  freeTextEnabled?: Record<string, boolean>
}

export interface FieldContext extends FormFieldsProps {
  /** The form was posted: checkboxes show what was posted, not their defaults. */
  posted: boolean
  /** The id of the legend that names a group (`aria-labelledby`), if one does. */
  legendOf: (tag: FormTag) => string | undefined
}

/** The props of every tag renderer. */
export interface TagFieldProps {
  tag: FormTag
  ctx: FieldContext
}

export interface FieldState {
  error: string | undefined
  /** `aria-describedby`: the error's entry in the screen-reader list. */
  describedBy: string | undefined
  inert: boolean
  /** Classes a control gets from its state. */
  stateClasses: (string | false)[]
}

export function fieldState(tag: FormTag, ctx: FieldContext): FieldState {
  const error = tag.name ? ctx.errors?.[tag.name] : undefined
  const inert = isInert(tag.classNames, ctx.status)
  return {
    error,
    describedBy: error ? errorIdOf(ctx.unitTag, tag.name) : undefined,
    inert,
    stateClasses: [Boolean(error) && 'wpcf7-not-valid', inert && 'active-on-any'],
  }
}

/** `aria-required`, `aria-invalid` and the error the control is described by. */
export function ariaState(tag: FormTag, state: FieldState, required = tag.required) {
  return {
    'aria-required': required ? ('true' as const) : undefined,
    'aria-invalid': state.error ? ('true' as const) : ('false' as const),
    'aria-describedby': state.describedBy,
  }
}

/** The id of a field's control: its `id:` option, else one derived from the unit tag. */
export function controlId(tag: FormTag, ctx: FieldContext): string {
  return tag.id ?? controlIdOf(ctx.unitTag, tag.name)
}

/** What a text-like field shows first: the posted value, else its default. */
export function initialValue(tag: FormTag, ctx: FieldContext): string {
  return ctx.values?.[tag.name]?.[0] ?? tagDefaultValues(tag)[0] ?? ''
}

/** What a choice field has chosen: the posted values, else its `default:` picks. */
export function chosenValues(tag: FormTag, ctx: FieldContext): string[] {
  const posted = ctx.values?.[tag.name]
  return posted?.length ? posted : tagDefaultValues(tag)
}
