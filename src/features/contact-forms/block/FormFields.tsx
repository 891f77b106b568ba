import { createElement, Fragment, type CSSProperties, type ReactNode } from 'react'

import type { ContactFormStrings } from '@/features/contact-forms/block/strings'
import { freeTextField, quizAnswerField } from '@/features/contact-forms/model/feedback'
import type {
  FormElementNode,
  FormModel,
  FormNode,
  FormTag,
} from '@/features/contact-forms/model/model'
import type { FormStatus } from '@/features/contact-forms/model/status'

import {
  countTarget,
  hasOption,
  isMultiValued,
  tagAutocomplete,
  tagChoices,
  tagCols,
  tagDateRange,
  tagDefaultValues,
  tagFileTypes,
  tagLength,
  tagNumberRange,
  tagOption,
  tagPlaceholder,
  tagRows,
  tagSize,
  tagTabIndex,
  submitLabel,
} from '@/features/contact-forms/model/tag'

import {
  characterCount,
  controlClassName,
  controlIdOf,
  counterClassName,
  errorIdOf,
  errorTargetIdOf,
} from './behaviours'
import { renderInlineMarkup } from './inline-markup'

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

interface RenderContext extends FormFieldsProps {
  /** The form was posted: checkboxes show what was posted, not their defaults. */
  posted: boolean
  /** The legends that name checkbox, radio and acceptance groups (see groupLegends). */
  legends: GroupLegends
}

/**
 * The fields of a contact form: the model's markup as real elements with every form tag rendered
 * as CF7 renders it (same elements, class names and attributes), so the original site's CSS and
 * scripts recognise them. Works from props alone (the admin live preview renders it too); the
 * browser behaviours live in ContactForm.client.tsx.
 */
export function FormFields(props: FormFieldsProps) {
  const ctx: RenderContext = {
    ...props,
    posted: Object.keys(props.values ?? {}).length > 0,
    legends: groupLegends(props.model.nodes, props.unitTag),
  }
  return <>{renderNodes(props.model.nodes, ctx, '')}</>
}

interface GroupLegends {
  /** Group tag → the id of the legend that names it (`aria-labelledby`). */
  byTag: Map<FormTag, string>
  /** Legend → the id it is given, when it names a group and has no id of its own. */
  ids: Map<FormElementNode, string>
}

const GROUP_TAG_TYPES = new Set(['checkbox', 'radio', 'acceptance'])

/**
 * The name of a checkbox, radio or acceptance group: the `legend` of the nearest `fieldset` around
 * it, if that fieldset has one (a `label` around a group names nothing reliably, so groups
 * elsewhere stay unnamed). Legends without an id get `{unit tag}-{n}-legend`, which no field's id
 * can be (field names start with a letter).
 */
function groupLegends(nodes: FormNode[], unitTag: string): GroupLegends {
  const legends: GroupLegends = { byTag: new Map(), ids: new Map() }
  const visit = (children: FormNode[], legend: FormElementNode | undefined) => {
    for (const node of children) {
      if (node.kind === 'tag') {
        if (!legend || !GROUP_TAG_TYPES.has(node.tag.type)) continue
        let id = legend.attributes.id || legends.ids.get(legend)
        if (!id) {
          id = `${unitTag}-${legends.ids.size}-legend`
          legends.ids.set(legend, id)
        }
        legends.byTag.set(node.tag, id)
      } else if (node.kind === 'element') {
        if (node.name === 'fieldset') {
          const own = node.children.find(
            (child): child is FormElementNode =>
              child.kind === 'element' && child.name === 'legend',
          )
          visit(node.children, own)
        } else visit(node.children, node.name === 'legend' ? undefined : legend)
      }
    }
  }
  visit(nodes, undefined)
  return legends
}

/** Parents where React rejects whitespace text (it would break hydration). */
const NO_TEXT_PARENTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup', 'select'])
const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'wbr', 'col', 'input', 'source', 'track'])

function renderNodes(nodes: FormNode[], ctx: RenderContext, parent: string): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.kind === 'text') {
      return NO_TEXT_PARENTS.has(parent) && !node.text.trim() ? null : node.text
    }
    if (node.kind === 'tag') return <Fragment key={index}>{renderTag(node.tag, ctx)}</Fragment>
    return renderElement(node, ctx, index)
  })
}

function isInert(classes: readonly string[], status: FormStatus | undefined): boolean {
  return status !== undefined && classes.includes(`inert-on-${status}`)
}

function renderElement(node: FormElementNode, ctx: RenderContext, key: number): ReactNode {
  const props = reactProps(node)
  const classes = (node.attributes.class ?? '').split(/\s+/).filter(Boolean)
  if (isInert(classes, ctx.status)) {
    // CF7 marks what it made inert with `active-on-any` and undoes it on the next status.
    props.inert = true
    props.className = [...classes, 'active-on-any'].join(' ')
  }
  const legendId = ctx.legends.ids.get(node)
  if (legendId) props.id = legendId
  props.key = key
  if (VOID_ELEMENTS.has(node.name)) return createElement(node.name, props)
  return createElement(node.name, props, ...renderNodes(node.children, ctx, node.name))
}

const ATTRIBUTE_PROPS: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  accesskey: 'accessKey',
  contenteditable: 'contentEditable',
  crossorigin: 'crossOrigin',
  datetime: 'dateTime',
  srcset: 'srcSet',
  novalidate: 'noValidate',
  autofocus: 'autoFocus',
  spellcheck: 'spellCheck',
  referrerpolicy: 'referrerPolicy',
}

const BOOLEAN_PROPS = new Set([
  'hidden',
  'inert',
  'open',
  'disabled',
  'required',
  'readOnly',
  'multiple',
  'noValidate',
  'autoFocus',
  'checked',
  'selected',
])

/** HTML attributes of the model as React props (event handlers never pass). */
function reactProps(node: FormElementNode): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(node.attributes)) {
    const lower = name.toLowerCase()
    if (lower.startsWith('on')) continue
    if (lower === 'style') {
      props.style = parseStyle(value)
      continue
    }
    let prop = ATTRIBUTE_PROPS[lower] ?? name
    if (BOOLEAN_PROPS.has(prop)) {
      props[prop] = value !== 'false'
      continue
    }
    // Raw inputs in the markup stay uncontrolled.
    if (['input', 'textarea', 'select'].includes(node.name)) {
      if (prop === 'value') prop = 'defaultValue'
      if (prop === 'checked') prop = 'defaultChecked'
    }
    props[prop] = value
  }
  if (node.name === 'input' && props.defaultChecked !== undefined) {
    props.defaultChecked = props.defaultChecked !== 'false'
  }
  return props
}

function parseStyle(style: string): CSSProperties {
  const result: Record<string, string> = {}
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 1) continue
    const name = declaration.slice(0, colon).trim()
    const value = declaration.slice(colon + 1).trim()
    if (!name || !value) continue
    const prop = name.startsWith('--')
      ? name
      : name.toLowerCase().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
    result[prop] = value
  }
  return result as CSSProperties
}

/* Form tags */

interface FieldInfo {
  error: string | undefined
  /** `aria-describedby`: the error's entry in the screen-reader list. */
  describedBy: string | undefined
  inert: boolean
  /** Classes a control gets from its state. */
  stateClasses: (string | false)[]
}

function fieldInfo(tag: FormTag, ctx: RenderContext): FieldInfo {
  const error = tag.name ? ctx.errors?.[tag.name] : undefined
  const inert = isInert(tag.classNames, ctx.status)
  return {
    error,
    describedBy: error ? errorIdOf(ctx.unitTag, tag.name) : undefined,
    inert,
    stateClasses: [Boolean(error) && 'wpcf7-not-valid', inert && 'active-on-any'],
  }
}

function Wrap({
  tag,
  info,
  className,
  children,
}: {
  tag: FormTag
  info: FieldInfo
  className?: string
  children: ReactNode
}) {
  return (
    <span
      className={className ? `wpcf7-form-control-wrap ${className}` : 'wpcf7-form-control-wrap'}
      data-name={tag.name}
    >
      {children}
      {info.error ? (
        <span className="wpcf7-not-valid-tip" aria-hidden="true">
          {info.error}
        </span>
      ) : null}
    </span>
  )
}

/** The id of a field's control: its `id:` option, else one derived from the unit tag. */
function idOf(tag: FormTag, ctx: RenderContext): string {
  return tag.id ?? controlIdOf(ctx.unitTag, tag.name)
}

/** What a text-like field shows first: the posted value, else its default. */
function initialValue(tag: FormTag, ctx: RenderContext): string {
  return ctx.values?.[tag.name]?.[0] ?? tagDefaultValues(tag)[0] ?? ''
}

/** What a choice field has chosen: the posted values, else its `default:` picks. */
function chosenValues(tag: FormTag, ctx: RenderContext): string[] {
  const posted = ctx.values?.[tag.name]
  return posted?.length ? posted : tagDefaultValues(tag)
}

function renderTag(tag: FormTag, ctx: RenderContext): ReactNode {
  if (!tag.name && tag.type !== 'submit') return null
  switch (tag.type) {
    case 'text':
    case 'email':
    case 'url':
    case 'tel':
      return renderText(tag, ctx)
    case 'textarea':
      return renderTextarea(tag, ctx)
    case 'number':
    case 'range':
      return renderNumber(tag, ctx)
    case 'date':
      return renderDate(tag, ctx)
    case 'select':
      return renderSelect(tag, ctx)
    case 'checkbox':
    case 'radio':
      return renderChoices(tag, ctx)
    case 'acceptance':
      return renderAcceptance(tag, ctx)
    case 'quiz':
      return renderQuiz(tag, ctx)
    case 'file':
      return renderFile(tag, ctx)
    case 'hidden':
      return (
        <input
          type="hidden"
          name={tag.name}
          className={controlClassName(tag)}
          id={tag.id}
          value={tagDefaultValues(tag)[0] ?? ''}
        />
      )
    case 'count':
      return renderCount(tag, ctx)
    case 'submit':
      return renderSubmit(tag, ctx)
  }
}

function ariaState(tag: FormTag, info: FieldInfo, required = tag.required) {
  return {
    'aria-required': required ? ('true' as const) : undefined,
    'aria-invalid': info.error ? ('true' as const) : ('false' as const),
    'aria-describedby': info.describedBy,
  }
}

function renderText(tag: FormTag, ctx: RenderContext): ReactNode {
  const info = fieldInfo(tag, ctx)
  const typed = tag.type !== 'text' && `wpcf7-validates-as-${tag.type}`
  return (
    <Wrap tag={tag} info={info}>
      <input
        type={tag.type}
        name={tag.name}
        size={tagSize(tag, 40)}
        {...tagLength(tag)}
        className={controlClassName(tag, ['wpcf7-text', typed, ...info.stateClasses])}
        id={idOf(tag, ctx)}
        tabIndex={tagTabIndex(tag)}
        readOnly={hasOption(tag, 'readonly') || undefined}
        autoComplete={tagAutocomplete(tag)}
        {...ariaState(tag, info)}
        placeholder={tagPlaceholder(tag)}
        defaultValue={initialValue(tag, ctx)}
        inert={info.inert || undefined}
      />
    </Wrap>
  )
}

function renderTextarea(tag: FormTag, ctx: RenderContext): ReactNode {
  const info = fieldInfo(tag, ctx)
  return (
    <Wrap tag={tag} info={info}>
      <textarea
        cols={tagCols(tag)}
        rows={tagRows(tag)}
        {...tagLength(tag)}
        className={controlClassName(tag, info.stateClasses)}
        id={idOf(tag, ctx)}
        tabIndex={tagTabIndex(tag)}
        readOnly={hasOption(tag, 'readonly') || undefined}
        autoComplete={tagAutocomplete(tag)}
        {...ariaState(tag, info)}
        placeholder={tagPlaceholder(tag)}
        name={tag.name}
        defaultValue={initialValue(tag, ctx)}
        inert={info.inert || undefined}
      />
    </Wrap>
  )
}

function renderNumber(tag: FormTag, ctx: RenderContext): ReactNode {
  const info = fieldInfo(tag, ctx)
  return (
    <Wrap tag={tag} info={info}>
      <input
        type={tag.type}
        name={tag.name}
        className={controlClassName(tag, ['wpcf7-validates-as-number', ...info.stateClasses])}
        id={idOf(tag, ctx)}
        tabIndex={tagTabIndex(tag)}
        {...tagNumberRange(tag)}
        readOnly={hasOption(tag, 'readonly') || undefined}
        {...ariaState(tag, info)}
        placeholder={tagPlaceholder(tag)}
        defaultValue={initialValue(tag, ctx)}
        inert={info.inert || undefined}
      />
    </Wrap>
  )
}

function renderDate(tag: FormTag, ctx: RenderContext): ReactNode {
  const info = fieldInfo(tag, ctx)
  const value = initialValue(tag, ctx)
  return (
    <Wrap tag={tag} info={info}>
      <input
        type="date"
        name={tag.name}
        className={controlClassName(tag, ['wpcf7-validates-as-date', ...info.stateClasses])}
        id={idOf(tag, ctx)}
        tabIndex={tagTabIndex(tag)}
        {...tagDateRange(tag)}
        step={tagOption(tag, 'step', 'int')}
        readOnly={hasOption(tag, 'readonly') || undefined}
        {...ariaState(tag, info)}
        placeholder={tagPlaceholder(tag)}
        defaultValue={/^[0-9]{4,}-[0-9]{2}-[0-9]{2}$/.test(value) ? value : ''}
        inert={info.inert || undefined}
      />
    </Wrap>
  )
}

function renderSelect(tag: FormTag, ctx: RenderContext): ReactNode {
  const info = fieldInfo(tag, ctx)
  const multiple = isMultiValued(tag)
  let size: number | undefined
  if (hasOption(tag, 'size')) size = tagSize(tag) ?? (multiple ? 4 : 1)
  const chosen = chosenValues(tag, ctx)
  return (
    <Wrap tag={tag} info={info}>
      <select
        className={controlClassName(tag, info.stateClasses)}
        id={idOf(tag, ctx)}
        tabIndex={tagTabIndex(tag)}
        autoComplete={tagAutocomplete(tag)}
        {...ariaState(tag, info)}
        size={size}
        multiple={multiple || undefined}
        name={multiple ? `${tag.name}[]` : tag.name}
        defaultValue={multiple ? chosen : chosen[0]}
        inert={info.inert || undefined}
      >
        {tagChoices(tag, ctx.strings.chooseOption).map((choice, index) => (
          <option key={index} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Wrap>
  )
}

function renderChoices(tag: FormTag, ctx: RenderContext): ReactNode {
  const info = fieldInfo(tag, ctx)
  const exclusive = tag.type === 'checkbox' && hasOption(tag, 'exclusive')
  const multiple = isMultiValued(tag)
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
  const aria = ariaState(tag, info, tag.type === 'radio' || tag.required)

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
        name={multiple ? `${tag.name}[]` : tag.name}
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
    <Wrap tag={tag} info={info}>
      <span
        className={controlClassName(tag, [
          exclusive && 'wpcf7-exclusive-checkbox',
          ...info.stateClasses,
        ])}
        id={idOf(tag, ctx)}
        role={tag.type === 'radio' ? 'radiogroup' : 'group'}
        aria-labelledby={ctx.legends.byTag.get(tag)}
        inert={info.inert || undefined}
      >
        {items}
      </span>
    </Wrap>
  )
}

function renderAcceptance(tag: FormTag, ctx: RenderContext): ReactNode {
  const info = fieldInfo(tag, ctx)
  const content = (tag.content.trim() || tag.labels[0] || '').trim()
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
    ...info.stateClasses,
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
      id={idOf(tag, ctx)}
      {...ariaState(tag, info, required)}
    />
  )
  const label = content ? (
    <span key="label" className="wpcf7-list-item-label">
      {renderInlineMarkup(content)}
    </span>
  ) : null
  return (
    <Wrap tag={tag} info={info}>
      <span
        className={groupClass}
        role="group"
        aria-labelledby={ctx.legends.byTag.get(tag)}
        inert={info.inert || undefined}
      >
        <span className="wpcf7-list-item">
          {label ? (
            <label>{hasOption(tag, 'label_first') ? [label, input] : [input, label]}</label>
          ) : (
            input
          )}
        </span>
      </span>
    </Wrap>
  )
}

function renderQuiz(tag: FormTag, ctx: RenderContext): ReactNode {
  const info = fieldInfo(tag, ctx)
  const quiz = ctx.quiz?.[tag.name] ?? tag.quiz ?? { question: tag.labels[0] ?? '', answerHash: '' }
  return (
    <Wrap tag={tag} info={info} className={tag.name}>
      <label>
        <span className="wpcf7-quiz-label">{quiz.question}</span>{' '}
        <input
          // A new question gets a new, empty input.
          key={quiz.answerHash}
          type="text"
          name={tag.name}
          size={tagSize(tag, 40)}
          {...tagLength(tag)}
          className={controlClassName(tag, info.stateClasses)}
          id={idOf(tag, ctx)}
          tabIndex={tagTabIndex(tag)}
          autoComplete="off"
          aria-required="true"
          aria-invalid={info.error ? 'true' : 'false'}
          aria-describedby={info.describedBy}
          inert={info.inert || undefined}
        />
      </label>
      <input type="hidden" name={quizAnswerField(tag.name)} value={quiz.answerHash} />
    </Wrap>
  )
}

function renderFile(tag: FormTag, ctx: RenderContext): ReactNode {
  const info = fieldInfo(tag, ctx)
  const capture = tagOption(tag, 'capture', /^(?:user|environment)$/) as
    | 'user'
    | 'environment'
    | undefined
  return (
    <Wrap tag={tag} info={info}>
      <input
        type="file"
        name={tag.name}
        size={tagSize(tag, 40)}
        className={controlClassName(tag, info.stateClasses)}
        id={idOf(tag, ctx)}
        capture={capture}
        tabIndex={tagTabIndex(tag)}
        accept={tagFileTypes(tag).join(',')}
        {...ariaState(tag, info)}
        inert={info.inert || undefined}
      />
    </Wrap>
  )
}

function renderCount(tag: FormTag, ctx: RenderContext): ReactNode {
  const target = countTarget(ctx.model, tag)
  // The limits of the counted field as its input renders them (contradictory ones dropped).
  const { maxLength: maximum, minLength: minimum } = target ? tagLength(target) : {}
  const down = hasOption(tag, 'down')
  const starting = down ? (maximum ?? 0) : 0
  const value = ctx.counted?.[tag.name] ?? (target ? initialValue(target, ctx) : '')
  const view = characterCount({ value, down, starting, maximum, minimum })
  return (
    <>
      <span
        id={tag.id}
        className={counterClassName(down, view, tag.classNames)}
        data-target-name={tag.name}
        data-starting-value={starting}
        data-current-value={view.count}
        data-maximum-value={maximum}
        data-minimum-value={minimum}
      >
        {view.count}
      </span>
      <span className="visually-hidden">
        {' '}
        {down ? ctx.strings.charactersLeft : ctx.strings.characters}
      </span>
    </>
  )
}

function renderSubmit(tag: FormTag, ctx: RenderContext): ReactNode {
  const info = fieldInfo(tag, ctx)
  return (
    <>
      <input
        type="submit"
        value={submitLabel(tag, ctx.strings.send)}
        className={controlClassName(tag, ['has-spinner', info.inert && 'active-on-any'])}
        id={tag.id}
        tabIndex={tagTabIndex(tag)}
        disabled={ctx.submitDisabled || undefined}
        inert={info.inert || undefined}
      />
      <span className="wpcf7-spinner" aria-hidden="true" />
    </>
  )
}
