import { tagDefaultValues } from '@/features/contact-forms/model/tags'

import { controlClassName } from '../behaviours'
import type { TagFieldProps } from './field-context'

/** `[hidden]`: its value, posted unseen. */
export function HiddenField({ tag }: TagFieldProps) {
  return (
    <input
      type="hidden"
      name={tag.name}
      className={controlClassName(tag)}
      id={tag.id}
      value={tagDefaultValues(tag)[0] ?? ''}
    />
  )
}
