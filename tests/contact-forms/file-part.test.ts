import { describe, expect, it } from 'vitest'

import { defaultFormMessages } from '@/features/contact-forms/messages'
import { parseFormTemplate } from '@/features/contact-forms/model/parser'
import { buildFormSchema } from '@/features/contact-forms/model/schema'
import { validate, type FormSchema, type SchemaRule } from '@/lib/validation'

const ka = defaultFormMessages.ka

/**
 * A required file field's schema, plus size rules whose thresholds are no number, as a schema
 * imported from elsewhere may carry them.
 */
function schemaWith(threshold: SchemaRule['threshold']): FormSchema {
  const schema = buildFormSchema(parseFormTemplate('[file* cv limit:1kb]'), ka, 'ka_GE')
  return {
    ...schema,
    rules: [
      ...schema.rules,
      { rule: 'minfilesize', field: 'cv', threshold, error: 'small' },
      { rule: 'maxfilesize', field: 'cv', threshold, error: 'large' },
    ],
  }
}

// CF7 6.1.6 checks a field's file rules only while unshipping its upload, and skips a field the
// request carries no file for (WPCF7_Submission::unship_uploaded_files: empty($_FILES[$name])).
describe('a file field the submission posted no file part for', () => {
  it.each([['abc'], [''], [undefined]])('passes every file rule, threshold %j', (threshold) => {
    const posted = new FormData()
    posted.append('your-name', 'ნინო')
    expect(validate(schemaWith(threshold), posted)).toEqual([])
  })

  it('a text value of its name is no file part', () => {
    const posted = new FormData()
    posted.append('cv', 'cv.pdf')
    expect(validate(schemaWith('abc'), posted)).toEqual([])
  })

  it('an empty part (a file input left empty) is checked: required, then the rest', () => {
    const posted = new FormData()
    posted.append('cv', new File([], ''))
    expect(validate(schemaWith('abc'), posted)).toEqual([
      { field: 'cv', error: ka.invalid_required },
    ])
    const optional = buildFormSchema(parseFormTemplate('[file cv]'), ka, 'ka_GE')
    const withMin: FormSchema = {
      ...optional,
      rules: [
        ...optional.rules,
        { rule: 'minfilesize', field: 'cv', threshold: 'abc', error: 'small' },
      ],
    }
    // PHP compares 0 with 'abc' as strings: "0" < "abc".
    expect(validate(withMin, posted)).toEqual([{ field: 'cv', error: 'small' }])
  })
})
