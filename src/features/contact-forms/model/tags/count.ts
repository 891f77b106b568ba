/** CF7's count module: `[count your-message]`, a character counter of another field. */
import type { FormModel, FormTag } from '../model'
import type { ControlDescriptor } from './descriptor'

/** The field a `[count name]` tag counts (the first other tag with that name). */
export function countTarget(model: FormModel, tag: FormTag): FormTag | undefined {
  return model.tags.find((t) => t !== tag && t.type !== 'count' && t.name === tag.name)
}

export const countTag: ControlDescriptor = {
  requirable: false,
  named: true,
  posts: 'none',
  targetsField: true,
}
