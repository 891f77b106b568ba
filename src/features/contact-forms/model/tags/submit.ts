/** CF7's submit module: `[submit "Label"]`, the button. */
import type { FormTag } from '../model'
import type { ControlDescriptor } from './descriptor'

/** The submit button's text: its first value, else the fallback (CF7's "Send"). */
export function submitLabel(tag: FormTag, fallback: string): string {
  return tag.labels[0] || fallback
}

export const submitTag: ControlDescriptor = {
  requirable: false,
  named: false,
  posts: 'none',
}
