/**
 * Every Contact Form 7 tag type this site supports, each with its descriptor: the one place that
 * says what a type is. The tag type union is this map's keys, so a new type is its descriptor
 * module plus a line here (and its renderer in block/fields, which the compiler then asks for).
 * The helpers below answer per-type questions for any tag. Isomorphic and pure.
 */
import type { FormModel, FormTag } from '../model'
import { lengthAttributes, tagMaxLengthOption, type DefaultValueContext } from '../tag'
import { acceptanceTag } from './acceptance'
import { checkboxTag, radioTag } from './checkbox'
import { countTag } from './count'
import { dateTag } from './date'
import type { FieldDescriptor, TagDescriptor } from './descriptor'
import { fileTag } from './file'
import { hiddenTag } from './hidden'
import { numberTag, rangeTag } from './number'
import { quizTag } from './quiz'
import { selectTag } from './select'
import { submitTag } from './submit'
import { emailTag, telTag, textTag, urlTag } from './text'
import { textareaTag } from './textarea'

const TAG_DESCRIPTORS = {
  text: textTag,
  email: emailTag,
  url: urlTag,
  tel: telTag,
  number: numberTag,
  range: rangeTag,
  date: dateTag,
  textarea: textareaTag,
  select: selectTag,
  checkbox: checkboxTag,
  radio: radioTag,
  acceptance: acceptanceTag,
  quiz: quizTag,
  file: fileTag,
  hidden: hiddenTag,
  count: countTag,
  submit: submitTag,
} satisfies Record<string, TagDescriptor>

/** The tag types we support (`text` for both `[text]` and `[text*]`). */
export type FormTagType = keyof typeof TAG_DESCRIPTORS

export function isFormTagType(type: string): type is FormTagType {
  return Object.hasOwn(TAG_DESCRIPTORS, type)
}

export function tagDescriptor(tag: Pick<FormTag, 'type'>): TagDescriptor {
  return TAG_DESCRIPTORS[tag.type]
}

/** The descriptor of a tag that posts a value of its own, else undefined. */
export function fieldDescriptor(tag: Pick<FormTag, 'type'>): FieldDescriptor | undefined {
  const descriptor = tagDescriptor(tag)
  return descriptor.posts === 'none' ? undefined : descriptor
}

/** Tags that post a value of their own (not buttons, not counters, which name another field). */
export function isFieldTag(tag: FormTag): boolean {
  return fieldDescriptor(tag) !== undefined && tag.name !== ''
}

/** The fields of a form, in document order. */
export function formFields(model: Pick<FormModel, 'tags'>): FormTag[] {
  return model.tags.filter(isFieldTag)
}

/** Written with `*`, or of a type that is always required (radio buttons). */
export function isRequiredTag(tag: FormTag): boolean {
  return tag.required || fieldDescriptor(tag)?.alwaysRequired === true
}

/** Checkboxes (unless `exclusive`) and `multiple` menus post several values, as `name[]`. */
export function isMultiValued(tag: FormTag): boolean {
  return fieldDescriptor(tag)?.multiValued?.(tag) ?? false
}

/** The input's `name` attribute: the field name, with `[]` when it posts several values. */
export function tagInputName(tag: FormTag): string {
  return isMultiValued(tag) ? `${tag.name}[]` : tag.name
}

/** `maxlength:N` or the `/N` shorthand, else the type's default (400 for text inputs). */
export function tagMaxLength(tag: FormTag): number | undefined {
  return tagMaxLengthOption(tag, fieldDescriptor(tag)?.defaultMaxLength)
}

/** The `minlength`/`maxlength` attributes of the tag's input (contradictory ones dropped). */
export function tagLength(tag: FormTag): { minLength?: number; maxLength?: number } {
  return lengthAttributes(tag, tagMaxLength(tag))
}

/** The placeholder (the first value, with `placeholder` or `watermark`) of types that have one. */
export function tagPlaceholder(tag: FormTag): string | undefined {
  return fieldDescriptor(tag)?.placeholder?.(tag)
}

/**
 * What the field starts with: for inputs, the first value unless it is the placeholder (or a
 * `default:` option); for choices, the `default:1_2` picks (labels, which is what is posted);
 * for an acceptance checkbox, `['1']` with `default:on`. A range with no value starts midway.
 */
export function tagDefaultValues(tag: FormTag, context: DefaultValueContext = {}): string[] {
  return fieldDescriptor(tag)?.defaultValues(tag, context) ?? []
}
