/**
 * CF7's acceptance module: `[acceptance name]condition[/acceptance]`, a checkbox the visitor ticks
 * to consent. The server checks it (no schema rule), as CF7 does.
 */
import type { FormFixedStrings } from '@/features/contact-forms/messages'
import type { FormTag } from '../model'
import type { FieldDescriptor } from './descriptor'

/**
 * How CF7 mails an acceptance checkbox: "Consented: <condition>" or "Not consented: <condition>"
 * (tags stripped from the condition in a plain-text mail).
 */
export function acceptanceMailValue(
  tag: FormTag,
  accepted: boolean,
  strings: Pick<FormFixedStrings, 'consented' | 'notConsented'>,
  html = false,
): string {
  const word = accepted ? strings.consented : strings.notConsented
  let condition = tag.content || tag.labels[0] || ''
  if (!html) condition = condition.replace(/<[^>]*>/g, '')
  condition = condition.trim()
  return condition ? `${word}: ${condition}` : word
}

export const acceptanceTag: FieldDescriptor = {
  requirable: false,
  named: true,
  posts: 'text',
  inlineContent: true,
  defaultValues: (tag) => (tag.options.some((o) => o.toLowerCase() === 'default:on') ? ['1'] : []),
  schema: null,
  mailValues: (tag, posted, { fixed }) => [
    acceptanceMailValue(
      tag,
      posted.some((v) => v !== ''),
      fixed,
    ),
  ],
}
