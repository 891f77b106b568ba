import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { EMAIL_MIN_LENGTH } from '@/shared/constants'
import {
  SCHEMA_VERSION,
  checkRule,
  compareDates,
  createFieldReader,
  dayOfWeek,
  isDate,
  isEmail,
  isNumber,
  isTel,
  isTime,
  validate,
  type RuleName,
  type SchemaRule,
} from '@/lib/validation'

const RULE_NAMES: RuleName[] = [
  'required',
  'requiredfile',
  'email',
  'url',
  'tel',
  'number',
  'date',
  'time',
  'file',
  'enum',
  'dayofweek',
  'minitems',
  'maxitems',
  'minlength',
  'maxlength',
  'minnumber',
  'maxnumber',
  'mindate',
  'maxdate',
  'minfilesize',
  'maxfilesize',
  'stepnumber',
  'all',
  'any',
]

function formDataOf(entries: [string, string | File][]): FormData {
  const formData = new FormData()
  for (const [name, value] of entries) formData.append(name, value)
  return formData
}

/** Whether one rule on field `f` accepts the given values (posted as `f[]`). */
function passes(rule: Omit<SchemaRule, 'field' | 'error'>, values: (string | File)[]): boolean {
  const schema = { version: SCHEMA_VERSION, rules: [{ ...rule, field: 'f', error: 'E' }] }
  return validate(schema, formDataOf(values.map((v) => ['f[]', v]))).length === 0
}

const pad = (n: number, width: number) => String(n).padStart(width, '0')

describe('email', () => {
  const LOCAL_CHARS = /[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]/
  const localArb = fc.stringMatching(/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{1,20}$/)
  const labelArb = fc.stringMatching(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,8}[A-Za-z0-9])?$/)
  const emailArb = fc
    .record({ local: localArb, labels: fc.array(labelArb, { minLength: 2, maxLength: 4 }) })
    .map(({ local, labels }) => ({ local, domain: labels.join('.') }))
    .filter(({ local, domain }) => `${local}@${domain}`.length >= EMAIL_MIN_LENGTH)
  const oneChar = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })

  it('accepts every address built from the allowed characters', () => {
    fc.assert(
      fc.property(emailArb, ({ local, domain }) => {
        expect(isEmail(`${local}@${domain}`)).toBe(true)
        expect(passes({ rule: 'email' }, [` ${local}@${domain} `])).toBe(true)
      }),
    )
  })

  it('rejects a local part with any character outside the allowed set', () => {
    const forbidden = oneChar.filter((c) => !LOCAL_CHARS.test(c))
    fc.assert(
      fc.property(emailArb, forbidden, fc.nat(), ({ local, domain }, c, at) => {
        // Inside the local part (never first, so trimming cannot remove it).
        const i = 1 + (at % local.length)
        expect(
          passes({ rule: 'email' }, [`${local.slice(0, i)}${c}${local.slice(i)}@${domain}`]),
        ).toBe(false)
      }),
    )
  })

  it('rejects a domain with any character other than letters, digits, dots and hyphens', () => {
    const forbidden = oneChar.filter((c) => !/[A-Za-z0-9.-]/.test(c))
    fc.assert(
      fc.property(emailArb, forbidden, fc.nat(), ({ local, domain }, c, at) => {
        const i = 1 + (at % (domain.length - 1))
        expect(isEmail(`${local}@${domain.slice(0, i)}${c}${domain.slice(i)}`)).toBe(false)
      }),
    )
  })

  it('rejects anything shorter than the minimum length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: EMAIL_MIN_LENGTH - 1 }), (text) => {
        expect(isEmail(text)).toBe(false)
      }),
    )
  })
})

describe('tel', () => {
  // wpcf7_is_tel() counts the + of an international number (written + or 00) toward its 6-15
  // characters: 5 to 14 digits after it, 6 to 15 without.
  const separatorArb = fc.constantFrom('', '', ' ', '-', '.', '/', '(', ')', ' - ')
  const telArb = (international: boolean, minDigits: number, maxDigits: number) =>
    fc
      .record({
        prefix: international ? fc.constantFrom('+', '00', '+ ', '00 ') : fc.constant(''),
        first: fc.integer({ min: 1, max: 9 }),
        rest: fc.array(fc.integer({ min: 0, max: 9 }), {
          minLength: minDigits - 1,
          maxLength: maxDigits - 1,
        }),
        separators: fc.array(separatorArb, { minLength: maxDigits, maxLength: maxDigits }),
        extension: fc.constantFrom('', ' #12', '*5', ' # ext. 7'),
      })
      .map(({ prefix, first, rest, separators, extension }) => {
        const digits = [first, ...rest]
        return {
          text: prefix + digits.map((d, i) => `${d}${separators[i] ?? ''}`).join('') + extension,
          digits: digits.length,
        }
      })

  it('accepts 6 to 15 digits, or + and 5 to 14, however they are separated', () => {
    fc.assert(
      fc.property(fc.oneof(telArb(false, 6, 15), telArb(true, 5, 14)), ({ text }) => {
        expect(isTel(text)).toBe(true)
        expect(passes({ rule: 'tel' }, [text])).toBe(true)
      }),
    )
  })

  it('rejects fewer or more digits', () => {
    const tooShortOrLong = fc.oneof(
      telArb(false, 1, 5),
      telArb(false, 16, 30),
      telArb(true, 1, 4),
      telArb(true, 15, 30),
    )
    fc.assert(
      fc.property(tooShortOrLong, ({ text }) => {
        expect(isTel(text)).toBe(false)
      }),
    )
  })

  it('rejects any letter among the digits', () => {
    const anyTel = fc.oneof(telArb(false, 6, 15), telArb(true, 5, 14))
    fc.assert(
      fc.property(anyTel, fc.stringMatching(/^[A-Za-z]$/), fc.nat(), ({ text }, c, at) => {
        const hash = text.search(/[#*]/)
        const end = hash < 0 ? text.length : hash
        const i = at % (end + 1)
        expect(isTel(`${text.slice(0, i)}${c}${text.slice(i)}`)).toBe(false)
      }),
    )
  })
})

describe('number', () => {
  it('accepts the string form of every finite number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(isNumber(String(n))).toBe(true)
      }),
    )
  })
})

describe('date, dayofweek, mindate, maxdate', () => {
  // Whole days (UTC midnight): the validator compares days, not instants.
  const dateArb = fc
    .date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => new Date(d.getTime() - (((d.getTime() % 86_400_000) + 86_400_000) % 86_400_000)))
  const iso = (d: Date) => d.toISOString().slice(0, 10)

  it('accepts every real calendar day and finds its ISO weekday', () => {
    fc.assert(
      fc.property(dateArb, (d) => {
        expect(isDate(iso(d))).toBe(true)
        expect(dayOfWeek(iso(d))).toBe(d.getUTCDay() || 7)
        expect(passes({ rule: 'dayofweek', accept: [d.getUTCDay() || 7] }, [iso(d)])).toBe(true)
        const otherDays = [1, 2, 3, 4, 5, 6, 7].filter((day) => day !== (d.getUTCDay() || 7))
        expect(passes({ rule: 'dayofweek', accept: otherDays }, [iso(d)])).toBe(false)
      }),
    )
  })

  it('accepts YYYY-MM-DD exactly when that day exists', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const probe = new Date(0)
          probe.setUTCFullYear(y, m - 1, d)
          const exists =
            m >= 1 && m <= 12 && d >= 1 && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d
          expect(isDate(`${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`)).toBe(exists)
        },
      ),
    )
  })

  it('orders dates as time does, and mindate / maxdate follow that order', () => {
    fc.assert(
      fc.property(dateArb, dateArb, (a, b) => {
        const order = Math.sign(compareDates(iso(a), iso(b)))
        expect(order).toBe(Math.sign(a.getTime() - b.getTime()))
        expect(passes({ rule: 'mindate', threshold: iso(b) }, [iso(a)])).toBe(order >= 0)
        expect(passes({ rule: 'maxdate', threshold: iso(b) }, [iso(a)])).toBe(order <= 0)
      }),
    )
  })
})

describe('time', () => {
  it('accepts every HH:MM and HH:MM:SS in range and nothing past it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.option(fc.integer({ min: 0, max: 99 })),
        (h, m, s) => {
          const text = `${pad(h, 2)}:${pad(m, 2)}${s === null ? '' : `:${pad(s, 2)}`}`
          expect(isTime(text)).toBe(h <= 23 && m <= 59 && (s ?? 0) <= 59)
        },
      ),
    )
  })
})

describe('minlength / maxlength', () => {
  // wpcf7_count_code_units(): UTF-16 code units with CRLF counted once, after stripping what
  // wpcf7_strip_whitespaces() strips (String.trim's set plus U+0085).
  const STRIPPED = /^[\s\u0085]+|[\s\u0085]+$/g
  const expectedLength = (values: string[]) =>
    values
      .map((v) => v.replace(STRIPPED, ''))
      .reduce((sum, v) => sum + v.replace(/\r\n/g, '\n').length, 0)

  const valuesArb = fc.array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.string({
        unit: fc.constantFrom('a', 'ა', '😀', '\r\n', '\r', '\n', ' ', 'é', '\u0085', '\u00a0'),
        maxLength: 20,
      }),
    ),
    { maxLength: 4 },
  )

  it('count UTF-16 code units summed over all values', () => {
    fc.assert(
      fc.property(valuesArb, fc.nat(80), (values, threshold) => {
        const length = expectedLength(values)
        expect(passes({ rule: 'maxlength', threshold }, values)).toBe(length <= threshold)
        expect(passes({ rule: 'minlength', threshold }, values)).toBe(
          length === 0 || length >= threshold,
        )
      }),
    )
  })

  it('count one per Georgian letter', () => {
    const georgian = fc.string({
      unit: fc.constantFrom(...'აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ'),
      minLength: 1,
    })
    fc.assert(
      fc.property(georgian, (text) => {
        expect(passes({ rule: 'maxlength', threshold: text.length }, [text])).toBe(true)
        expect(passes({ rule: 'maxlength', threshold: text.length - 1 }, [text])).toBe(false)
        expect(passes({ rule: 'minlength', threshold: text.length }, [text])).toBe(true)
        expect(passes({ rule: 'minlength', threshold: text.length + 1 }, [text])).toBe(false)
      }),
    )
  })
})

describe('stepnumber', () => {
  const baseArb = fc.integer({ min: -10_000, max: 10_000 }).map((n) => n / 100)
  const intervalArb = fc.integer({ min: 1, max: 10_000 }).map((n) => n / 100)
  const kArb = fc.integer({ min: -1000, max: 1000 })

  // At or above the base only: below it, CF7's fmod() keeps the minus sign, and a value that
  // floating point puts a hair above its step (-0.3 on 0.1 steps) is rejected.
  it('accepts base + k * interval for k >= 0', () => {
    fc.assert(
      fc.property(baseArb, intervalArb, fc.nat(1000), (base, interval, k) => {
        expect(passes({ rule: 'stepnumber', base, interval }, [String(base + k * interval)])).toBe(
          true,
        )
      }),
    )
  })

  it('rejects values half a step away', () => {
    fc.assert(
      fc.property(baseArb, intervalArb, kArb, (base, interval, k) => {
        const value = String(base + (k + 0.5) * interval)
        expect(passes({ rule: 'stepnumber', base, interval }, [value])).toBe(false)
      }),
    )
  })
})

describe('all / any', () => {
  const fieldArb = fc.constantFrom('a', 'b')
  const childArb: fc.Arbitrary<SchemaRule> = fc.oneof(
    fc.record({ rule: fc.constant<RuleName>('required'), field: fieldArb }),
    fc.record({ rule: fc.constant<RuleName>('email'), field: fieldArb }),
    fc.record({ rule: fc.constant<RuleName>('number'), field: fieldArb }),
    fc.record({
      rule: fc.constantFrom<RuleName>('minlength', 'maxlength', 'minnumber', 'maxnumber'),
      field: fieldArb,
      threshold: fc.nat(8),
    }),
  )
  // Distinct errors, so a report can be traced to the child that made it.
  const childrenArb: fc.Arbitrary<SchemaRule[]> = fc
    .array(childArb, { maxLength: 5 })
    .map((rules) => rules.map((child, i) => ({ ...child, error: `child ${child.rule} ${i}` })))
  const valueArb = fc.constantFrom('', 'x', 'user@example.com', '12', '3.5', 'abcdefghij')
  const formArb = fc.tuple(valueArb, valueArb).map(([a, b]) =>
    formDataOf([
      ['a', a],
      ['b', b],
    ]),
  )

  it('all is the conjunction of its rules and reports the first failure', () => {
    fc.assert(
      fc.property(childrenArb, formArb, (rules, formData) => {
        const read = createFieldReader(formData)
        const firstFailure = rules.find((child) => checkRule(child, read))
        const failure = checkRule({ rule: 'all', field: 'x', error: 'all', rules }, read)
        expect(failure === undefined).toBe(firstFailure === undefined)
        if (firstFailure)
          expect(failure).toEqual({ field: firstFailure.field, error: firstFailure.error })
      }),
    )
  })

  // CF7's AnyRule passes only when a rule passed, so an empty `any` fails.
  it('any is the disjunction of its rules (and fails when empty)', () => {
    fc.assert(
      fc.property(childrenArb, formArb, (rules, formData) => {
        const read = createFieldReader(formData)
        const somePasses = rules.some((child) => !checkRule(child, read))
        const failure = checkRule({ rule: 'any', field: 'x', error: 'any', rules }, read)
        expect(failure === undefined).toBe(somePasses)
        if (failure) expect(failure).toEqual({ field: 'x', error: 'any' })
      }),
    )
  })
})

describe('validate on arbitrary input', () => {
  const nameArb = fc.oneof(fc.constantFrom('f', 'f[]', 'g', 'g[]', ''), fc.string())
  const fileArb = fc
    .record({ name: fc.string(), bytes: fc.nat(16), type: fc.string() })
    .map(({ name, bytes, type }) => new File(['x'.repeat(bytes)], name, { type }))
  const entryArb = fc.tuple(nameArb, fc.oneof(fc.string({ unit: 'binary' }), fileArb))
  const scalarArb = fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant('2024-06-01'))
  const { rule: ruleArb } = fc.letrec<{ rule: SchemaRule }>((tie) => ({
    rule: fc.record(
      {
        rule: fc.constantFrom(...RULE_NAMES),
        field: fc.constantFrom('f', 'g', 'h', ''),
        error: fc.string(),
        threshold: scalarArb,
        accept: fc.array(fc.oneof(fc.string(), fc.integer(), fc.constantFrom('.pdf', 'image/*'))),
        base: fc.double(),
        interval: fc.double(),
        rules: fc.array(tie('rule'), { maxLength: 3, depthIdentifier: 'rules' }),
      },
      { requiredKeys: ['rule'] },
    ),
  }))

  it('never throws and reports each field at most once', () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 8 }), fc.array(entryArb), (rules, entries) => {
        const result = validate({ version: SCHEMA_VERSION, rules }, formDataOf(entries))
        const fields = result.map((r) => r.field)
        expect(new Set(fields).size).toBe(fields.length)
        expect(fields.every((f) => ['f', 'g', 'h'].includes(f))).toBe(true)
        for (const { error } of result) expect(typeof error).toBe('string')
      }),
    )
  })
})
