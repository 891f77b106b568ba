import { describe, expect, it } from 'vitest'

import {
  SCHEMA_VERSION,
  validate,
  type FormSchema,
  type RuleName,
  type SchemaRule,
} from '@/lib/validation'

/** A value posted under the field `f`, or an explicit `[name, value]` entry (e.g. `f[]`). */
type Value = string | File | [name: string, value: string | File]
type RuleProps = Omit<SchemaRule, 'rule' | 'field' | 'error'>
type Case = [label: string, props: RuleProps, values: Value[], valid: boolean]

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

function file(name: string, bytes: number, type = ''): File {
  return new File(['x'.repeat(bytes)], name, { type })
}

const pdf = new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' })
const noFile = new File([], '') // what an empty file input posts
const many = (...values: (string | File)[]): Value[] => values.map((v) => ['f[]', v])

const cases: Record<Exclude<RuleName, 'all' | 'any'>, Case[]> = {
  required: [
    ['a value', {}, ['x'], true],
    ['Georgian text', {}, ['საქართველო'], true],
    ['no entry at all', {}, [], false],
    ['an empty string', {}, [''], false],
    ['whitespace only (values are trimmed)', {}, [' \t\n '], false],
    ['one non-blank value among name[] values', {}, many('', 'b'), true],
    ['all name[] values blank', {}, many('', ' '), false],
    ['only a file (text rules ignore files)', {}, [pdf], false],
  ],
  requiredfile: [
    ['a file', {}, [pdf], true],
    ['a file posted as name[]', {}, many(pdf), true],
    ['an empty file input', {}, [noFile], false],
    ['a named but empty file', {}, [new File([], 'empty.txt')], true],
    ['nothing posted', {}, [], false],
    ['a text value only (file rules ignore strings)', {}, ['a.pdf'], false],
  ],
  email: [
    ['a plain address', {}, ['user@example.com'], true],
    ['dots, plus and subdomains', {}, ['first.last+tag@mail.example.ge'], true],
    ['every special local character', {}, ["o'n!#$%&*/=?^_`{|}~-@example.com"], true],
    ['six characters (the minimum)', {}, ['a@b.co'], true],
    ['five characters', {}, ['a@b.c'], false],
    ['surrounding whitespace (trimmed)', {}, ['  user@example.com  '], true],
    ['empty (skipped)', {}, [''], true],
    ['nothing posted (skipped)', {}, [], true],
    ['no @', {}, ['user.example.com'], false],
    ['@ first', {}, ['@example.com'], false],
    ['two @', {}, ['a@b@example.com'], false],
    ['a space in the local part', {}, ['user name@example.com'], false],
    ['a Georgian local part', {}, ['გიორგი@example.com'], false],
    ['a single-label domain', {}, ['user@localhost'], false],
    ['consecutive dots in the domain', {}, ['user@example..com'], false],
    ['a domain starting with a dot', {}, ['user@.example.com'], false],
    ['a domain ending with a dot', {}, ['user@example.com.'], false],
    ['a label starting with a hyphen', {}, ['user@-example.com'], false],
    ['a label ending with a hyphen', {}, ['user@example-.com'], false],
    ['an underscore in the domain', {}, ['user@exa_mple.com'], false],
    ['a Georgian domain', {}, ['user@საქართველო.ge'], false],
    ['one bad value among name[] values', {}, many('a@example.com', 'bad'), false],
  ],
  url: [
    ['https', {}, ['https://sakhli.ge'], true],
    ['http with path and query', {}, ['http://example.com/a/b?q=1#top'], true],
    ['ftp', {}, ['ftp://files.example.com/x.zip'], true],
    ['mailto', {}, ['mailto:info@sakhli.ge'], true],
    ['tel', {}, ['tel:+995322000000'], true],
    ['urn', {}, ['urn:isbn:0451450523'], true],
    ['an upper-case scheme', {}, ['HTTPS://EXAMPLE.COM'], true],
    ['empty (skipped)', {}, [''], true],
    ['javascript:', {}, ['javascript:alert(1)'], false],
    ['data:', {}, ['data:text/plain,hi'], false],
    ['file:', {}, ['file:///etc/passwd'], false],
    ['no scheme', {}, ['example.com'], false],
    ['scheme-relative', {}, ['//example.com'], false],
    ['a scheme and nothing else', {}, ['http://'], false],
    ['a space in the host', {}, ['http://exa mple.com'], false],
  ],
  tel: [
    ['Georgian international', {}, ['+995 32 200 00 00'], true],
    ['brackets and hyphens', {}, ['(032) 200-00-00'], true],
    ['dots', {}, ['555.123.456'], true],
    ['slashes', {}, ['032/200/0000'], true],
    ['00 prefix', {}, ['0049 30 1234567'], true],
    ['extension after #', {}, ['+1 (555) 123-4567 #12'], true],
    ['extension after *', {}, ['555123456*9'], true],
    ['six digits (minimum)', {}, ['123456'], true],
    ['five digits', {}, ['12345'], false],
    ['fifteen digits (maximum)', {}, ['123456789012345'], true],
    ['sixteen digits', {}, ['1234567890123456'], false],
    ['+ and five digits (the + is not a digit)', {}, ['+12345'], false],
    ['+ and six digits', {}, ['+123456'], true],
    ['00 and five digits', {}, ['00 12345'], false],
    ['+ and fifteen digits', {}, ['+995 123 456 789 012'], true],
    ['letters', {}, ['abc123456'], false],
    ['two plus signs', {}, ['++995322000000'], false],
    ['a plus in the middle', {}, ['123+456789'], false],
    ['empty (skipped)', {}, [''], true],
  ],
  number: [
    ['an integer', {}, ['42'], true],
    ['a negative integer', {}, ['-42'], true],
    ['zero', {}, ['0'], true],
    ['a decimal', {}, ['3.14'], true],
    ['a leading dot', {}, ['.5'], true],
    ['a negative leading dot', {}, ['-.5'], true],
    ['an exponent', {}, ['1e3'], true],
    ['a signed upper-case exponent', {}, ['2.5E-3'], true],
    ['empty (skipped)', {}, [''], true],
    ['a plus sign', {}, ['+1'], false],
    ['a trailing dot', {}, ['1.'], false],
    ['a decimal comma', {}, ['1,5'], false],
    ['a bare exponent', {}, ['1e'], false],
    ['two minus signs', {}, ['--1'], false],
    ['Infinity', {}, ['Infinity'], false],
    ['hexadecimal', {}, ['0x10'], false],
    ['words', {}, ['ten'], false],
  ],
  date: [
    ['a date', {}, ['2024-06-15'], true],
    ['29 February of a leap year', {}, ['2024-02-29'], true],
    ['29 February 2000 (divisible by 400)', {}, ['2000-02-29'], true],
    ['29 February 1900 (century, not leap)', {}, ['1900-02-29'], false],
    ['29 February of a common year', {}, ['2023-02-29'], false],
    ['30 February', {}, ['2024-02-30'], false],
    ['31 April', {}, ['2024-04-31'], false],
    ['month 13', {}, ['2024-13-01'], false],
    ['month 00', {}, ['2024-00-10'], false],
    ['day 00', {}, ['2024-01-00'], false],
    ['a five-digit year', {}, ['12024-01-01'], true],
    ['year 0001', {}, ['0001-01-01'], true],
    ['year 0000', {}, ['0000-01-01'], false],
    ['a two-digit year', {}, ['24-01-01'], false],
    ['a one-digit month', {}, ['2024-1-01'], false],
    ['slashes', {}, ['2024/01/01'], false],
    ['surrounding whitespace (trimmed)', {}, [' 2024-01-01 '], true],
    ['empty (skipped)', {}, [''], true],
  ],
  time: [
    ['midnight', {}, ['00:00'], true],
    ['one minute to midnight', {}, ['23:59'], true],
    ['with seconds', {}, ['23:59:59'], true],
    ['zero seconds', {}, ['09:05:00'], true],
    ['hour 24', {}, ['24:00'], false],
    ['minute 60', {}, ['12:60'], false],
    ['second 60', {}, ['12:30:60'], false],
    ['a one-digit hour', {}, ['9:30'], false],
    ['a one-digit second', {}, ['12:30:5'], false],
    ['fractional seconds', {}, ['12:30:00.5'], false],
    ['no colon', {}, ['1230'], false],
    ['empty (skipped)', {}, [''], true],
  ],
  file: [
    ['.pdf accepts a PDF', { accept: ['.pdf'] }, [pdf], true],
    ['pdf (no dot) accepts a PDF', { accept: ['pdf'] }, [pdf], true],
    ['.PDF accepts a PDF', { accept: ['.PDF'] }, [pdf], true],
    ['.pdf accepts A.PDF', { accept: ['.pdf'] }, [file('A.PDF', 3)], true],
    ['application/pdf accepts a PDF', { accept: ['application/pdf'] }, [pdf], true],
    [
      'application/pdf does not trust the reported type of a .bin',
      { accept: ['application/pdf'] },
      [file('scan.bin', 3, 'application/pdf')],
      false,
    ],
    [
      'application/pdf accepts a .pdf without type',
      { accept: ['application/pdf'] },
      [file('a.pdf', 3)],
      true,
    ],
    ['image/* accepts .jpg by extension', { accept: ['image/*'] }, [file('photo.jpg', 3)], true],
    [
      'image/* does not trust the reported type of an .html',
      { accept: ['image/*'] },
      [file('evil.html', 3, 'image/png')],
      false,
    ],
    [
      'IMAGE/JPEG accepts .jpeg (case-insensitive, all mapped extensions)',
      { accept: ['IMAGE/JPEG'] },
      [file('photo.jpeg', 3)],
      true,
    ],
    ['image/* rejects a PDF', { accept: ['image/*'] }, [pdf], false],
    ['.jpg rejects .jpeg', { accept: ['.jpg'] }, [file('photo.jpeg', 3)], false],
    ['.pdf rejects a name without extension', { accept: ['.pdf'] }, [file('README', 3)], false],
    [
      'an extension entry ignores the reported type',
      { accept: ['.pdf'] },
      [file('a.exe', 3, 'application/pdf')],
      false,
    ],
    ['an empty accept list rejects every file', { accept: [] }, [pdf], false],
    ['one bad file among several', { accept: ['.pdf'] }, many(pdf, file('a.exe', 3)), false],
    ['no file (skipped)', { accept: ['.pdf'] }, [noFile], true],
    ['text values are not files', { accept: ['.pdf'] }, ['a.exe'], true],
  ],
  enum: [
    ['an accepted option', { accept: ['a', 'b'] }, ['a'], true],
    ['another option', { accept: ['a', 'b'] }, ['c'], false],
    ['compared case-sensitively', { accept: ['a', 'b'] }, ['A'], false],
    ['numeric options compared as strings', { accept: [1, 2] }, ['1'], true],
    ['Georgian options', { accept: ['თბილისი', 'ბათუმი'] }, ['ბათუმი'], true],
    ['several accepted values', { accept: ['a', 'b'] }, many('a', 'b'), true],
    ['one value not accepted', { accept: ['a', 'b'] }, many('a', 'z'), false],
    ['empty (skipped)', { accept: ['a'] }, ['', ' '], true],
  ],
  dayofweek: [
    ['a Monday among weekdays', { accept: [1, 2, 3, 4, 5] }, ['2024-01-01'], true],
    ['a Saturday among weekdays', { accept: [1, 2, 3, 4, 5] }, ['2024-01-06'], false],
    ['a Sunday is 7', { accept: [6, 7] }, ['2024-01-07'], true],
    ['days given as strings', { accept: ['7'] }, ['2024-01-07'], true],
    ['1 January 2000 was a Saturday', { accept: [6] }, ['2000-01-01'], true],
    ['29 February 2024 was a Thursday', { accept: [4] }, ['2024-02-29'], true],
    ['not a date (skipped)', { accept: [1] }, ['tomorrow'], true],
    ['empty (skipped)', { accept: [1] }, [''], true],
  ],
  minitems: [
    ['two items', { threshold: 2 }, many('a', 'b'), true],
    ['one item', { threshold: 2 }, many('a'), false],
    ['nothing posted (not skipped)', { threshold: 2 }, [], false],
    ['blank items do not count', { threshold: 2 }, many('a', ' '), false],
    ['a threshold of zero', { threshold: 0 }, [], true],
    ['a string threshold', { threshold: '2' }, many('a', 'b'), true],
    ['a threshold that is not a number', { threshold: 'two' }, [], true],
  ],
  maxitems: [
    ['two items', { threshold: 2 }, many('a', 'b'), true],
    ['three items', { threshold: 2 }, many('a', 'b', 'c'), false],
    ['blank items do not count', { threshold: 2 }, many('a', 'b', ''), true],
    ['nothing posted', { threshold: 2 }, [], true],
  ],
  minlength: [
    ['exactly the threshold', { threshold: 5 }, ['abcde'], true],
    ['one short', { threshold: 5 }, ['abcd'], false],
    ['empty (skipped)', { threshold: 5 }, [''], true],
    ['nothing posted (skipped)', { threshold: 5 }, [], true],
    ['counted after trimming', { threshold: 5 }, ['  ab  '], false],
    ['Georgian: 10 letters meet 10', { threshold: 10 }, ['საქართველო'], true],
    ['Georgian: 10 letters miss 11', { threshold: 11 }, ['საქართველო'], false],
    ['summed over name[] values', { threshold: 5 }, many('ab', 'cde'), true],
    ['emoji count once each', { threshold: 5 }, ['😀😀😀😀😀'], true],
    ['a string threshold', { threshold: '5' }, ['abcd'], false],
  ],
  maxlength: [
    ['Georgian: 10 letters within 10', { threshold: 10 }, ['საქართველო'], true],
    ['Georgian: 11 letters over 10', { threshold: 10 }, ['საქართველოს'], false],
    ['emoji count once each', { threshold: 10 }, ['😀'.repeat(10)], true],
    ['a CRLF line break counts once', { threshold: 3 }, ['a\r\nb'], true],
    ['summed over name[] values', { threshold: 10 }, many('abcdef', 'ghijk'), false],
    ['empty', { threshold: 0 }, [''], true],
    ['a threshold that is not a number', { threshold: 'ten' }, ['a'.repeat(100)], true],
  ],
  minnumber: [
    ['equal to the threshold', { threshold: 10 }, ['10'], true],
    ['just below', { threshold: 10 }, ['9.99'], false],
    ['an exponent above', { threshold: 10 }, ['1e2'], true],
    ['negative bounds', { threshold: '-5' }, ['-6'], false],
    ['not a number (skipped)', { threshold: 10 }, ['abc'], true],
    ['empty (skipped)', { threshold: 10 }, [''], true],
    ['one value below among several', { threshold: 10 }, many('11', '3'), false],
  ],
  maxnumber: [
    ['equal to the threshold', { threshold: 10 }, ['10'], true],
    ['just above', { threshold: 10 }, ['10.01'], false],
    ['a negative exponent', { threshold: 10 }, ['-1e3'], true],
    ['a string threshold', { threshold: '0.5' }, ['.6'], false],
    ['a threshold that is not a number', { threshold: 'max' }, ['1e9'], true],
  ],
  mindate: [
    ['the threshold itself', { threshold: '2024-06-01' }, ['2024-06-01'], true],
    ['the day before', { threshold: '2024-06-01' }, ['2024-05-31'], false],
    ['a five-digit year is later', { threshold: '2024-06-01' }, ['12024-01-01'], true],
    ['not a date (skipped)', { threshold: '2024-06-01' }, ['soon'], true],
    ['an invalid threshold', { threshold: '2024-02-30' }, ['2000-01-01'], true],
    ['empty (skipped)', { threshold: '2024-06-01' }, [''], true],
  ],
  maxdate: [
    ['the threshold itself', { threshold: '2024-06-01' }, ['2024-06-01'], true],
    ['the day after', { threshold: '2024-06-01' }, ['2024-06-02'], false],
    ['a five-digit year is later', { threshold: '2024-06-01' }, ['12024-01-01'], false],
    ['the year before', { threshold: '2024-06-01' }, ['2023-12-31'], true],
  ],
  minfilesize: [
    ['exactly the threshold', { threshold: 10 }, [file('a.txt', 10)], true],
    ['one byte short', { threshold: 10 }, [file('a.txt', 9)], false],
    ['summed over files', { threshold: 10 }, many(file('a.txt', 5), file('b.txt', 5)), true],
    ['no file (skipped)', { threshold: 10 }, [noFile], true],
  ],
  maxfilesize: [
    ['exactly the threshold', { threshold: 10 }, [file('a.txt', 10)], true],
    ['one byte over', { threshold: 10 }, [file('a.txt', 11)], false],
    ['summed over files', { threshold: 10 }, many(file('a.txt', 6), file('b.txt', 6)), false],
    ['no file', { threshold: 10 }, [], true],
  ],
  stepnumber: [
    ['on a step', { base: 1.3, interval: 3 }, ['10.3'], true],
    ['off a step', { base: 1.3, interval: 3 }, ['11.3'], false],
    ['the base itself', { base: 1.3, interval: 3 }, ['1.3'], true],
    ['a step below the base', { base: 1.3, interval: 3 }, ['-1.7'], true],
    ['decimal steps below zero', { base: 0, interval: 0.1 }, ['-0.3'], true],
    ['between decimal steps', { base: 0, interval: 0.1 }, ['0.35'], false],
    ['within 6 decimals of a step', { base: 0, interval: 0.1 }, ['0.3000000001'], true],
    ['no base counts from 0', { interval: 5 }, ['15'], true],
    ['no base, off a step', { interval: 5 }, ['7'], false],
    ['an interval of 0 disables the rule', { base: 0, interval: 0 }, ['0.123'], true],
    ['not a number (skipped)', { base: 1.3, interval: 3 }, ['xxx'], true],
    ['empty (skipped)', { base: 1.3, interval: 3 }, [''], true],
  ],
}

describe.each(Object.entries(cases))('%s', (rule, table) => {
  it.each(table)('%s', (_label, props, values, valid) => {
    const schema = schemaOf({ rule: rule as RuleName, field: 'f', error: 'E', ...props })
    expect(validate(schema, formDataOf(values))).toEqual(valid ? [] : [{ field: 'f', error: 'E' }])
  })
})

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

  it("reports the first failing nested rule's error, as CF7 does", () => {
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

  it('falls back to its own error and field where the nested rule has none', () => {
    const schema = schemaOf({
      rule: 'all',
      field: 'f',
      error: 'All failed.',
      rules: [{ rule: 'required' }],
    })
    expect(validate(schema, formDataOf(['x']))).toEqual([{ field: 'f', error: 'All failed.' }])
  })

  it('passes with no nested rules', () => {
    expect(
      validate(schemaOf({ rule: 'all', field: 'f', error: 'E', rules: [] }), new FormData()),
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

  it('passes with no nested rules', () => {
    expect(
      validate(schemaOf({ rule: 'any', field: 'f', error: 'E', rules: [] }), new FormData()),
    ).toEqual([])
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

  it('lists invalid fields in schema order, one each', () => {
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

  it('reads a field under both name and name[]', () => {
    const schema = schemaOf({ rule: 'maxitems', field: 'f', error: 'E', threshold: 1 })
    expect(validate(schema, formDataOf(['a', ['f[]', 'b']]))).toEqual([{ field: 'f', error: 'E' }])
    expect(validate(schema, formDataOf([['f[]', 'b']]))).toEqual([])
  })

  it('does not mix up fields with similar names', () => {
    const schema = schemaOf({ rule: 'required', field: 'f', error: 'E' })
    expect(
      validate(
        schema,
        formDataOf([
          ['ff', 'x'],
          ['f[0]', 'x'],
        ]),
      ),
    ).toEqual([{ field: 'f', error: 'E' }])
  })

  it('lets unknown rules pass', () => {
    const schema = schemaOf({ rule: 'luhn' as RuleName, field: 'f', error: 'E' })
    expect(validate(schema, formDataOf(['x']))).toEqual([])
  })

  it('drops failures that name no field', () => {
    expect(validate(schemaOf({ rule: 'required', error: 'E' }), new FormData())).toEqual([])
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
