/**
 * The React renderer of every tag type, keyed by the same types as the descriptors
 * (model/tags): a type without a renderer is a type error. Isomorphic (the server renders the
 * form, the browser hydrates it, the admin previews it).
 */
import type { ComponentType } from 'react'

import type { FormTagType } from '@/features/contact-forms/model/model'

import { AcceptanceField } from './AcceptanceField'
import { ChoicesField } from './ChoicesField'
import { CountField } from './CountField'
import { DateField } from './DateField'
import type { TagFieldProps } from './field-context'
import { FileField } from './FileField'
import { HiddenField } from './HiddenField'
import { NumberField } from './NumberField'
import { QuizField } from './QuizField'
import { SelectField } from './SelectField'
import { SubmitField } from './SubmitField'
import { TextareaField } from './TextareaField'
import { TextField } from './TextField'

export interface TagRenderer {
  Field: ComponentType<TagFieldProps>
  /** A group of inputs, named by the legend of the fieldset around it. */
  group?: true
}

export const TAG_RENDERERS: Record<FormTagType, TagRenderer> = {
  text: { Field: TextField },
  email: { Field: TextField },
  url: { Field: TextField },
  tel: { Field: TextField },
  number: { Field: NumberField },
  range: { Field: NumberField },
  date: { Field: DateField },
  textarea: { Field: TextareaField },
  select: { Field: SelectField },
  checkbox: { Field: ChoicesField, group: true },
  radio: { Field: ChoicesField, group: true },
  acceptance: { Field: AcceptanceField, group: true },
  quiz: { Field: QuizField },
  file: { Field: FileField },
  hidden: { Field: HiddenField },
  count: { Field: CountField },
  submit: { Field: SubmitField },
}
