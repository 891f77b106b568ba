/**
 * CF7's quiz module: `[quiz name "question|answer" …]`. The server picks a question and checks the
 * answer (no schema rule); the answers never reach the browser (server/quiz.ts).
 */
import { mailAsPosted, type FieldDescriptor } from './descriptor'
import { lengthOptionProblems } from './text'

export const quizTag: FieldDescriptor = {
  requirable: false,
  named: true,
  posts: 'text',
  optionProblems: lengthOptionProblems,
  // CF7's own question when none is given.
  withDefaults: (tag) => (tag.labels.length ? tag : { ...tag, labels: ['1+1=?'], values: ['2'] }),
  defaultValues: () => [],
  schema: null,
  mailValues: mailAsPosted,
}
