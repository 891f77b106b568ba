/** CF7's file module: `[file]`, an upload with a size limit and accepted types. */
import { OPTION_PATTERNS, tagFileTypes, tagLimitBytes } from '../tag'
import { mailAsPosted, optionProblem, ruleIf, type FieldDescriptor } from './descriptor'

export const fileTag: FieldDescriptor = {
  requirable: true,
  named: true,
  posts: 'files',
  optionProblems: (tag) => [
    ...optionProblem(
      tag,
      'limit',
      (v) => OPTION_PATTERNS.limit.test(v),
      'a size in bytes, kb or mb (2mb)',
    ),
    ...optionProblem(
      tag,
      'filetypes',
      (v) => /^[a-z0-9.*/|+-]+$/i.test(v),
      'extensions or MIME types (pdf|jpg)',
    ),
  ],
  defaultValues: () => [],
  schema: {
    module: 'file',
    rules: (tag, ctx) => [
      ...ruleIf(tag.required, () => ({
        rule: 'requiredfile',
        field: tag.name,
        error: ctx.messages.invalid_required,
      })),
      {
        rule: 'file',
        field: tag.name,
        accept: tagFileTypes(tag),
        error: ctx.messages.upload_file_type_invalid,
      },
      {
        rule: 'maxfilesize',
        field: tag.name,
        threshold: tagLimitBytes(tag),
        error: ctx.messages.upload_file_too_large,
      },
    ],
  },
  // The mail names the uploaded files (and attaches them where the mail asks for it).
  mailValues: mailAsPosted,
}
