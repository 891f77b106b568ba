/** Building pieces of the popups collection's admin fields (labels, choices, switchable groups). */
import type { Field, NumberField } from 'payload'

/** An admin label in both languages (the admin picks its own; Georgian once it is offered). */
export const l = (en: string, ka: string) => ({ en, ka })

export type Labelled = Record<string, { en: string; ka: string }>
export const options = (values: readonly string[], labels: Labelled) =>
  values.map((value) => ({ value, label: labels[value] ?? l(value, value) }))

/** Whether a rule or trigger group is switched on (its sibling `enabled`). */
export const enabled = (_: unknown, sibling: unknown) =>
  Boolean((sibling as { enabled?: unknown } | null)?.enabled)

export const seconds = (name: string, label: { en: string; ka: string }, description: string) =>
  ({
    name,
    type: 'number',
    label,
    min: 0,
    max: 3600,
    admin: { condition: enabled, description, step: 1 },
  }) satisfies NumberField

/** A rule or trigger: a group switched on by its own checkbox, its settings shown when on. */
export function switchable(
  name: string,
  label: { en: string; ka: string },
  description: string,
  fields: Field[],
): Field {
  return {
    name,
    type: 'group',
    label,
    admin: { description },
    fields: [{ name: 'enabled', type: 'checkbox', label: l('On', 'ჩართული') }, ...fields],
  }
}
