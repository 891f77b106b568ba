/**
 * The form's markup as React elements: the parser's safe node tree (the HTML around the form tags,
 * an acceptance's condition) rendered as it is, each form tag by the renderer it is given.
 * Isomorphic.
 */
import { createElement, type CSSProperties, type ReactNode } from 'react'

import type { FormElementNode, FormNode, FormTag } from '@/features/contact-forms/model/model'
import type { FormStatus } from '@/features/contact-forms/model/status'

export interface MarkupContext {
  /** Elements with the class `inert-on-{status}` are inert while it holds. */
  status?: FormStatus
  /** Ids given to elements that have none (the legends that name groups). */
  ids?: ReadonlyMap<FormElementNode, string>
  renderTag: (tag: FormTag, key: number) => ReactNode
}

/** Parents where React rejects whitespace text (it would break hydration). */
const NO_TEXT_PARENTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup', 'select'])
const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'wbr', 'col', 'input', 'source', 'track'])

export function isInert(classes: readonly string[], status: FormStatus | undefined): boolean {
  return status !== undefined && classes.includes(`inert-on-${status}`)
}

export function renderNodes(nodes: FormNode[], ctx: MarkupContext, parent = ''): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.kind === 'text') {
      return NO_TEXT_PARENTS.has(parent) && !node.text.trim() ? null : node.text
    }
    if (node.kind === 'tag') return ctx.renderTag(node.tag, index)
    return renderElement(node, ctx, index)
  })
}

function renderElement(node: FormElementNode, ctx: MarkupContext, key: number): ReactNode {
  const props = reactProps(node)
  const classes = (node.attributes.class ?? '').split(/\s+/).filter(Boolean)
  if (isInert(classes, ctx.status)) {
    // CF7 marks what it made inert with `active-on-any` and undoes it on the next status.
    props.inert = true
    props.className = [...classes, 'active-on-any'].join(' ')
  }
  const id = ctx.ids?.get(node)
  if (id) props.id = id
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
