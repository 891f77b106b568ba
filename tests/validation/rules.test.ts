import { describe, expect, it } from 'vitest'

import {
  SCHEMA_VERSION,
  checkRule,
  createFieldReader,
  readField,
  validate,
  type FormSchema,
  type RuleName,
  type SchemaRule,
} from '@/lib/validation'

import { cases, file, type Value } from './cases'

function formDataOf(values: Value[]): FormData {
  const formData = new FormData()
  for (const value of values) {
    if (Array.isArray(value)) formData.append(value[0], value[1])
    else formData.append('f', value)
  }
  return formData
}

function schemaOf(...rules: SchemaRule[]): FormSchema {
  return { version: SCHEMA_VERSION, rules }
}

// Each rule on its own, as its PHP class decides (whether CF7 runs it at all is validate()'s
// concern: file rules only run for a field with a file part, tested below).
describe.each(Object.entries(cases))('%s', (rule, table) => {
  it.each(table)('%s', (_label, props, values, valid) => {
    const one: SchemaRule = { rule: rule as RuleName, field: 'f', error: 'E', ...props }
    expect(checkRule(one, createFieldReader(formDataOf(values)))).toEqual(
      valid ? undefined : { field: 'f', error: 'E' },
    )
  })
})

// includes/submission.php (6.1.6): validate() checks the schema with `'file' => false`; a field's
// file rules run in unship_uploaded_files(), which skips a field with `empty($_FILES[$name])`.
describe('file rules of a field the request posted no file part for', () => {
  const fileRules = (threshold: SchemaRule['threshold']): SchemaRule[] => [
    { rule: 'requiredfile', field: 'f', error: 'Required.' },
    { rule: 'file', field: 'f', accept: ['.pdf'], error: 'Type.' },
    { rule: 'minfilesize', field: 'f', threshold, error: 'Small.' },
    { rule: 'maxfilesize', field: 'f', threshold, error: 'Large.' },
  ]

  it.each([['abc'], [''], [10], [undefined]])('are skipped, threshold %j', (threshold) => {
    expect(validate(schemaOf(...fileRules(threshold)), new FormData())).toEqual([])
    // A text entry of that name is no file part either.
    expect(validate(schemaOf(...fileRules(threshold)), formDataOf(['a.pdf']))).toEqual([])
  })

  it('run when the part is there, even empty (PHP: UPLOAD_ERR_NO_FILE)', () => {
    const empty = formDataOf([new File([], '')])
    expect(validate(schemaOf(...fileRules('abc')), empty)).toEqual([
      { field: 'f', error: 'Required.' },
    ])
    expect(validate(schemaOf(fileRules('abc')[2]!), empty)).toEqual([
      { field: 'f', error: 'Small.' },
    ])
    expect(validate(schemaOf(fileRules('')[3]!), empty)).toEqual([{ field: 'f', error: 'Large.' }])
    expect(
      validate(schemaOf(fileRules('abc')[2]!), formDataOf([['f[]', file('a.txt', 5)]])),
    ).toEqual([{ field: 'f', error: 'Small.' }])
  })
})

// Composites: includes/swv/php/rules/all.php and any.php (CF7 6.1.6), which the browser
// script (@contactable/swv rules all/any) matches; only children of known rules exist.
describe('all', () => {
  const rule: SchemaRule = {
    rule: 'all',
    field: 'f',
    error: 'All failed.',
    rules: [
      { rule: 'required', field: 'f', error: 'Required.' },
      { rule: 'email', field: 'f', error: 'Not an email.' },
    ],
  }

  it('passes when every nested rule passes', () => {
    expect(validate(schemaOf(rule), formDataOf(['user@example.com']))).toEqual([])
  })

  it("reports the first failing nested rule's error", () => {
    expect(validate(schemaOf(rule), formDataOf([]))).toEqual([{ field: 'f', error: 'Required.' }])
    expect(validate(schemaOf(rule), formDataOf(['x']))).toEqual([
      { field: 'f', error: 'Not an email.' },
    ])
  })

  it("reports the failing nested rule's field", () => {
    const schema = schemaOf({
      rule: 'all',
      rules: [
        { rule: 'required', field: 'a', error: 'A?' },
        { rule: 'required', field: 'b', error: 'B?' },
      ],
    })
    expect(validate(schema, formDataOf([['a', '1']]))).toEqual([{ field: 'b', error: 'B?' }])
  })

  it("reports its own error and field when the nested rule's error is empty", () => {
    const schema = (error?: string) =>
      schemaOf({
        rule: 'all',
        field: 'f',
        error: 'All failed.',
        rules: [{ rule: 'required', field: 'a', error }],
      })
    expect(validate(schema(), formDataOf(['x']))).toEqual([{ field: 'f', error: 'All failed.' }])
    // PHP tests the message for truth: '0' is false too.
    expect(validate(schema('0'), formDataOf(['x']))).toEqual([{ field: 'f', error: 'All failed.' }])
  })

  it('passes on an error of a nested rule without a field, which nothing can show', () => {
    const schema = schemaOf({
      rule: 'all',
      field: 'f',
      error: 'All failed.',
      rules: [{ rule: 'required', error: 'Required.' }],
    })
    expect(validate(schema, formDataOf(['x']))).toEqual([])
  })

  it('passes with no nested rules, or only unknown ones', () => {
    expect(
      validate(schemaOf({ rule: 'all', field: 'f', error: 'E', rules: [] }), new FormData()),
    ).toEqual([])
    const unknown = { rule: 'luhn' as RuleName, field: 'f', error: 'L' }
    expect(
      validate(schemaOf({ rule: 'all', field: 'f', error: 'E', rules: [unknown] }), new FormData()),
    ).toEqual([])
  })
})

describe('any', () => {
  const rule: SchemaRule = {
    rule: 'any',
    field: 'contact',
    error: 'Give a phone number or an email.',
    rules: [
      { rule: 'required', field: 'phone', error: 'Phone?' },
      { rule: 'required', field: 'email', error: 'Email?' },
    ],
  }

  it('passes when one nested rule passes', () => {
    expect(validate(schemaOf(rule), formDataOf([['email', 'a@example.com']]))).toEqual([])
    expect(validate(schemaOf(rule), formDataOf([['phone', '599123456']]))).toEqual([])
  })

  it('reports its own field and error when every nested rule fails', () => {
    expect(validate(schemaOf(rule), formDataOf([['phone', ' ']]))).toEqual([
      { field: 'contact', error: 'Give a phone number or an email.' },
    ])
  })

  it('nests: any of (all of a, b) and c', () => {
    const schema = schemaOf({
      rule: 'any',
      field: 'x',
      error: 'X',
      rules: [
        {
          rule: 'all',
          rules: [
            { rule: 'required', field: 'a', error: 'A' },
            { rule: 'required', field: 'b', error: 'B' },
          ],
        },
        { rule: 'required', field: 'c', error: 'C' },
      ],
    })
    expect(validate(schema, formDataOf([['a', '1']]))).toEqual([{ field: 'x', error: 'X' }])
    expect(
      validate(
        schema,
        formDataOf([
          ['a', '1'],
          ['b', '2'],
        ]),
      ),
    ).toEqual([])
    expect(validate(schema, formDataOf([['c', '3']]))).toEqual([])
  })

  it('fails with no nested rules: none passed', () => {
    expect(
      validate(schemaOf({ rule: 'any', field: 'f', error: 'E', rules: [] }), new FormData()),
    ).toEqual([{ field: 'f', error: 'E' }])
  })

  it('does not count an unknown nested rule as passing', () => {
    const unknown = { rule: 'luhn' as RuleName, field: 'a', error: 'L' }
    expect(
      validate(schemaOf({ rule: 'any', field: 'f', error: 'E', rules: [unknown] }), new FormData()),
    ).toEqual([{ field: 'f', error: 'E' }])
  })
})

describe('validate', () => {
  it('reports the first failing rule of a field and skips its later rules', () => {
    const schema = schemaOf(
      { rule: 'required', field: 'f', error: 'Required.' },
      { rule: 'minlength', field: 'f', error: 'Too short.', threshold: 5 },
      { rule: 'maxlength', field: 'f', error: 'Too long.', threshold: 1 },
    )
    expect(validate(schema, formDataOf(['']))).toEqual([{ field: 'f', error: 'Required.' }])
    expect(validate(schema, formDataOf(['ab']))).toEqual([{ field: 'f', error: 'Too short.' }])
    expect(validate(schema, formDataOf(['abcdef']))).toEqual([{ field: 'f', error: 'Too long.' }])
  })

  it('lists invalid fields in the order they failed, one each', () => {
    const schema = schemaOf(
      { rule: 'required', field: 'b', error: 'B required.' },
      { rule: 'email', field: 'a', error: 'A email.' },
      { rule: 'required', field: 'c', error: 'C required.' },
      { rule: 'required', field: 'a', error: 'A required.' },
      { rule: 'maxlength', field: 'b', error: 'B long.', threshold: 1 },
    )
    const formData = formDataOf([
      ['a', 'nope'],
      ['c', 'ok'],
    ])
    expect(validate(schema, formData)).toEqual([
      { field: 'b', error: 'B required.' },
      { field: 'a', error: 'A email.' },
    ])
  })

  it('still runs a composite whose own field failed: it may report another field', () => {
    const schema = schemaOf(
      { rule: 'required', field: 'f', error: 'F?' },
      {
        rule: 'all',
        field: 'f',
        error: 'All',
        rules: [{ rule: 'required', field: 'g', error: 'G?' }],
      },
    )
    expect(validate(schema, new FormData())).toEqual([
      { field: 'f', error: 'F?' },
      { field: 'g', error: 'G?' },
    ])
  })

  it('lets unknown rules pass', () => {
    const schema = schemaOf({ rule: 'luhn' as RuleName, field: 'f', error: 'E' })
    expect(validate(schema, formDataOf(['x']))).toEqual([])
  })

  it('drops failures whose field CF7 could not mark (wpcf7_is_name)', () => {
    expect(validate(schemaOf({ rule: 'required', error: 'E' }), new FormData())).toEqual([])
    expect(validate(schemaOf({ rule: 'required', field: '', error: 'E' }), new FormData())).toEqual(
      [],
    )
    expect(
      validate(schemaOf({ rule: 'required', field: '1f', error: 'E' }), new FormData()),
    ).toEqual([])
    expect(
      validate(schemaOf({ rule: 'required', field: 'a.b-c:d_e', error: 'E' }), new FormData()),
    ).toEqual([{ field: 'a.b-c:d_e', error: 'E' }])
  })

  it('returns nothing for a schema without rules', () => {
    expect(validate({ version: SCHEMA_VERSION, rules: [] }, formDataOf(['x']))).toEqual([])
    const broken = { version: SCHEMA_VERSION } as unknown as FormSchema
    expect(validate(broken, formDataOf(['x']))).toEqual([])
  })

  it('uses an empty message when a failing rule has no error', () => {
    expect(validate(schemaOf({ rule: 'required', field: 'f' }), new FormData())).toEqual([
      { field: 'f', error: '' },
    ])
  })
})

// PHP's $_POST / $_FILES (main/php_variables.c, as CF7's Rule::get_default_input() and
// get_default_upload() read them), checked against PHP 8.2.
describe('readField', () => {
  const texts = (...entries: [string, string][]) => readField(formDataOf(entries), 'f').texts

  it('collects a list from f[], numbered and named keys, in PHP order', () => {
    expect(
      texts(['f[5]', 'a'], ['f[]', 'b'], ['f[05]', 'c'], ['f[x]y', 'd'], ['f[a][b]', 'e']),
    ).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('lets a later entry replace what an earlier one set at the same place', () => {
    expect(texts(['f', 'a'], ['f', 'b'])).toEqual(['b'])
    expect(texts(['f[0]', 'a'], ['f[]', 'b'], ['f[0]', 'c'])).toEqual(['c', 'b'])
    expect(texts(['f[a][b]', 'a'], ['f[a]', 'b'])).toEqual(['b'])
    expect(texts(['f[]', 'a'], ['f', 'b'])).toEqual(['b'])
    expect(texts(['f', 'a'], ['f[]', 'b'])).toEqual(['b'])
  })

  it('ignores other fields and names PHP reads differently', () => {
    expect(texts(['ff', 'a'], ['f[x', 'b'], ['g[f]', 'c'], ['F', 'd'])).toEqual([])
    // An unclosed bracket past the first key is dropped: f[a][ is f[a].
    expect(texts(['f[a][', 'e'])).toEqual(['e'])
  })

  it('strips values as wpcf7_strip_whitespaces() does and drops blank ones', () => {
    expect(texts(['f[]', '\u0085 a\u3000'], ['f[]', '\ufeff'], ['f[]', ' \n'])).toEqual(['a'])
  })

  it('keeps named files, even empty, and not the nameless part of an empty input', () => {
    const formData = formDataOf([
      ['f[]', file('a.txt', 0)],
      ['f[]', new File(['abc'], '')],
      ['f[]', file('b.txt', 2)],
      ['f[]', 'text'],
    ])
    expect(readField(formData, 'f').files.map((f) => [f.name, f.size])).toEqual([
      ['a.txt', 0],
      ['b.txt', 2],
    ])
  })
})
