/** CF7's hidden module: `[hidden name "value"]`, a value the form posts unseen. */
import { tagStartingValue } from '../tag'
import { mailAsPosted, nonEmpty, type FieldDescriptor } from './descriptor'

export const hiddenTag: FieldDescriptor = {
  requirable: false,
  named: true,
  posts: 'text',
  block: true,
  defaultValues: (tag, context) => nonEmpty(tagStartingValue(tag, context, { placeholder: false })),
  schema: null,
  mailValues: mailAsPosted,
}
