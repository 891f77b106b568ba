import type { ReactNode } from 'react'

import type { FormElementNode, FormNode, FormTag } from '@/features/contact-forms/model/model'
import { tagDescriptor } from '@/features/contact-forms/model/tags'

import { TAG_RENDERERS } from './fields'
import type { FieldContext, FormFieldsProps } from './fields/field-context'
import { renderNodes } from './markup'

export type { FormFieldsProps, FormFieldsStrings, QuizView } from './fields/field-context'

/**
 * The fields of a contact form: the model's markup as real elements with every form tag rendered
 * by its type's renderer (block/fields) as CF7 renders it (same elements, class names and
 * attributes), so the original site's CSS and scripts recognise them. Works from props alone (the
 * admin live preview renders it too); the browser behaviours live in ContactForm.client.tsx.
 */
export function FormFields(props: FormFieldsProps) {
  const legends = groupLegends(props.model.nodes, props.unitTag)
  const ctx: FieldContext = {
    ...props,
    posted: Object.keys(props.values ?? {}).length > 0,
    legendOf: (tag) => legends.byTag.get(tag),
  }
  const renderTag = (tag: FormTag, key: number): ReactNode => {
    // A tag that needs a name and has none renders nothing.
    if (tagDescriptor(tag).named && !tag.name) return null
    const { Field } = TAG_RENDERERS[tag.type]
    return <Field key={key} tag={tag} ctx={ctx} />
  }
  return (
    <>{renderNodes(props.model.nodes, { status: props.status, ids: legends.ids, renderTag })}</>
  )
}

interface GroupLegends {
  /** Group tag → the id of the legend that names it (`aria-labelledby`). */
  byTag: Map<FormTag, string>
  /** Legend → the id it is given, when it names a group and has no id of its own. */
  ids: Map<FormElementNode, string>
}

/**
 * The name of a group (checkboxes, radio buttons, an acceptance): the `legend` of the nearest
 * `fieldset` around it, if that fieldset has one (a `label` around a group names nothing reliably,
 * so groups elsewhere stay unnamed). Legends without an id get `{unit tag}-{n}-legend`, which no
 * field's id can be (field names start with a letter).
 */
function groupLegends(nodes: FormNode[], unitTag: string): GroupLegends {
  const legends: GroupLegends = { byTag: new Map(), ids: new Map() }
  const visit = (children: FormNode[], legend: FormElementNode | undefined) => {
    for (const node of children) {
      if (node.kind === 'tag') {
        if (!legend || !TAG_RENDERERS[node.tag.type].group) continue
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
