import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import {
  FORM_MESSAGE_KEYS,
  defaultFormMessages,
  formFixedStrings,
  formLocaleOf,
  formMessageLabels,
} from '@/features/contact-forms/messages'
import { parseFormTemplate } from '@/features/contact-forms/model/parser'
import { buildFormSchema } from '@/features/contact-forms/model/schema'
import { SCHEMA_VERSION, type SchemaRule } from '@/lib/validation/types'

const ka = defaultFormMessages.ka
const en = defaultFormMessages.en
const kaFixed = formFixedStrings.ka

/** The rules CF7 would build for a template, in Georgian. */
function rulesOf(template: string, locale = 'ka_GE', now?: Date): SchemaRule[] {
  const model = parseFormTemplate(template)
  expect(model.errors).toEqual([])
  const messages = defaultFormMessages[formLocaleOf(locale)]
  return buildFormSchema(model, messages, locale, { now }).rules
}

describe('buildFormSchema', () => {
  it('builds exactly CF7’s rules for a Georgian contact form', () => {
    const template = `<label> სახელი [text* your-name autocomplete:name] </label>
<label> ელფოსტა [email* your-email] </label>
<label> ტელეფონი [tel your-phone] </label>
<label> თემა [text* your-subject] </label>
<label> შეტყობინება [textarea your-message maxlength:2000] </label>
[acceptance privacy-terms] ვეთანხმები კონფიდენციალურობის პოლიტიკას [/acceptance]
[submit "გაგზავნა"]`
    const schema = buildFormSchema(parseFormTemplate(template), ka, 'ka_GE')
    expect(schema).toEqual({
      version: SCHEMA_VERSION,
      locale: 'ka_GE',
      rules: [
        { rule: 'required', field: 'your-name', error: ka.invalid_required },
        { rule: 'maxlength', field: 'your-name', threshold: 400, error: ka.invalid_too_long },
        { rule: 'required', field: 'your-email', error: ka.invalid_required },
        { rule: 'email', field: 'your-email', error: ka.invalid_email },
        { rule: 'maxlength', field: 'your-email', threshold: 400, error: ka.invalid_too_long },
        { rule: 'tel', field: 'your-phone', error: ka.invalid_tel },
        { rule: 'maxlength', field: 'your-phone', threshold: 400, error: ka.invalid_too_long },
        { rule: 'required', field: 'your-subject', error: ka.invalid_required },
        { rule: 'maxlength', field: 'your-subject', threshold: 400, error: ka.invalid_too_long },
        { rule: 'maxlength', field: 'your-message', threshold: 2000, error: ka.invalid_too_long },
      ],
    })
  })

  it('leaves out the locale when none is given', () => {
    const schema = buildFormSchema(parseFormTemplate('[text a]'), en)
    expect(schema).toEqual({
      version: SCHEMA_VERSION,
      rules: [{ rule: 'maxlength', field: 'a', threshold: 400, error: en.invalid_too_long }],
    })
  })

  it('text, email, url, tel: required, format, minlength and maxlength', () => {
    expect(rulesOf('[url* site minlength:8 maxlength:100]')).toEqual([
      { rule: 'required', field: 'site', error: ka.invalid_required },
      { rule: 'url', field: 'site', error: ka.invalid_url },
      { rule: 'minlength', field: 'site', threshold: 8, error: ka.invalid_too_short },
      { rule: 'maxlength', field: 'site', threshold: 100, error: ka.invalid_too_long },
    ])
    expect(rulesOf('[text name 20/60 placeholder "სახელი"]')).toEqual([
      { rule: 'maxlength', field: 'name', threshold: 60, error: ka.invalid_too_long },
    ])
  })

  it('textarea: required, minlength, maxlength (2000 by default)', () => {
    expect(rulesOf('[textarea* message minlength:10]')).toEqual([
      { rule: 'required', field: 'message', error: ka.invalid_required },
      { rule: 'minlength', field: 'message', threshold: 10, error: ka.invalid_too_short },
      { rule: 'maxlength', field: 'message', threshold: 2000, error: ka.invalid_too_long },
    ])
  })

  it('number: number, minnumber, maxnumber (thresholds as written), stepnumber from min', () => {
    expect(rulesOf('[number* rooms min:1 max:10 step:0.5]')).toEqual([
      { rule: 'required', field: 'rooms', error: ka.invalid_required },
      { rule: 'number', field: 'rooms', error: ka.invalid_number },
      { rule: 'minnumber', field: 'rooms', threshold: '1', error: ka.number_too_small },
      { rule: 'maxnumber', field: 'rooms', threshold: '10', error: ka.number_too_large },
      { rule: 'stepnumber', field: 'rooms', base: 1, interval: 0.5, error: ka.invalid_number },
    ])
    expect(rulesOf('[number floor]')).toEqual([
      { rule: 'number', field: 'floor', error: ka.invalid_number },
    ])
  })

  it('range: a number between 0 and 100 unless told otherwise', () => {
    expect(rulesOf('[range budget]')).toEqual([
      { rule: 'number', field: 'budget', error: ka.invalid_number },
      { rule: 'minnumber', field: 'budget', threshold: '0', error: ka.number_too_small },
      { rule: 'maxnumber', field: 'budget', threshold: '100', error: ka.number_too_large },
    ])
    expect(rulesOf('[range* budget min:-5 max:5 step:5]')).toContainEqual({
      rule: 'stepnumber',
      field: 'budget',
      base: -5,
      interval: 5,
      error: ka.invalid_number,
    })
  })

  it('date: date, mindate and maxdate, relative dates resolved in Tbilisi', () => {
    const now = new Date('2025-06-01T08:00:00Z')
    expect(rulesOf('[date* visit min:today max:today+3_months]', 'ka_GE', now)).toEqual([
      { rule: 'required', field: 'visit', error: ka.invalid_required },
      { rule: 'date', field: 'visit', error: ka.invalid_date },
      { rule: 'mindate', field: 'visit', threshold: '2025-06-01', error: ka.date_too_early },
      { rule: 'maxdate', field: 'visit', threshold: '2025-09-01', error: ka.date_too_late },
    ])
    expect(rulesOf('[date d]')).toEqual([{ rule: 'date', field: 'd', error: ka.invalid_date }])
  })

  it('file: requiredfile, file types and maximum size', () => {
    expect(rulesOf('[file* cv limit:2mb filetypes:pdf|doc|docx]')).toEqual([
      { rule: 'requiredfile', field: 'cv', error: ka.invalid_required },
      {
        rule: 'file',
        field: 'cv',
        accept: ['.pdf', '.doc', '.docx'],
        error: ka.upload_file_type_invalid,
      },
      { rule: 'maxfilesize', field: 'cv', threshold: 2097152, error: ka.upload_file_too_large },
    ])
    expect(rulesOf('[file photo]')).toEqual([
      {
        rule: 'file',
        field: 'photo',
        accept: ['audio/*', 'video/*', 'image/*'],
        error: ka.upload_file_type_invalid,
      },
      { rule: 'maxfilesize', field: 'photo', threshold: 1048576, error: ka.upload_file_too_large },
    ])
  })

  it('select: required when starred; enum of the labels, without first_as_label', () => {
    expect(rulesOf('[select* type include_blank "ბინა" "სახლი|house" "ბინა"]')).toEqual([
      { rule: 'required', field: 'type', error: ka.invalid_required },
      { rule: 'enum', field: 'type', accept: ['ბინა', 'სახლი'], error: kaFixed.undefinedValue },
    ])
    expect(rulesOf('[select type multiple first_as_label "Choose" "A" "B"]')).toEqual([
      { rule: 'enum', field: 'type', accept: ['A', 'B'], error: kaFixed.undefinedValue },
    ])
  })

  it('checkbox: required when starred, maxitems 1 when exclusive, enum unless free_text', () => {
    expect(rulesOf('[checkbox* services "Sale" "Rent"]')).toEqual([
      { rule: 'required', field: 'services', error: ka.invalid_required },
      { rule: 'enum', field: 'services', accept: ['Sale', 'Rent'], error: kaFixed.undefinedValue },
    ])
    expect(rulesOf('[checkbox one exclusive use_label_element label_first "A" "B"]')).toEqual([
      { rule: 'maxitems', field: 'one', threshold: 1, error: kaFixed.tooManyItems },
      { rule: 'enum', field: 'one', accept: ['A', 'B'], error: kaFixed.undefinedValue },
    ])
    expect(rulesOf('[checkbox other free_text "A" "Other"]')).toEqual([])
  })

  it('radio: always required, one item at most, enum', () => {
    expect(rulesOf('[radio contact default:1 "Phone" "Email"]', 'en_US')).toEqual([
      { rule: 'required', field: 'contact', error: en.invalid_required },
      {
        rule: 'maxitems',
        field: 'contact',
        threshold: 1,
        error: formFixedStrings.en.tooManyItems,
      },
      {
        rule: 'enum',
        field: 'contact',
        accept: ['Phone', 'Email'],
        error: formFixedStrings.en.undefinedValue,
      },
    ])
  })

  it('adds no rules for quiz, acceptance, hidden, count and submit (the server checks quiz and acceptance)', () => {
    expect(
      rulesOf(
        '[quiz q "2+2?|4"]\n[acceptance terms optional]\n[acceptance b invert]Yes[/acceptance]\n[hidden h "x"]\n[textarea m]\n[count m]\n[submit]',
      ),
    ).toEqual([{ rule: 'maxlength', field: 'm', threshold: 2000, error: ka.invalid_too_long }])
  })

  it('orders rules by CF7 module, then the enum rules', () => {
    const rules = rulesOf(
      '[text* t]\n[select s "a"]\n[number n]\n[radio r "x"]\n[file f]\n[date d]\n[textarea a]\n[checkbox c "y"]',
    )
    expect(rules.map((r) => `${r.rule}:${r.field}`)).toEqual([
      'required:r',
      'maxitems:r',
      'date:d',
      'file:f',
      'maxfilesize:f',
      'number:n',
      'required:t',
      'maxlength:t',
      'maxlength:a',
      'enum:r',
      'enum:c',
      'enum:s',
    ])
  })

  it('uses the messages it is given', () => {
    const custom = { ...ka, invalid_required: 'აუცილებელია!' }
    const schema = buildFormSchema(parseFormTemplate('[text* a]'), custom, 'ka_GE')
    expect(schema.rules[0]).toEqual({ rule: 'required', field: 'a', error: 'აუცილებელია!' })
  })
})

describe('form messages', () => {
  it('has every key in both languages, and an admin label for each', () => {
    for (const locale of locales) {
      expect(Object.keys(defaultFormMessages[locale]).sort()).toEqual([...FORM_MESSAGE_KEYS].sort())
      for (const key of FORM_MESSAGE_KEYS) expect(defaultFormMessages[locale][key]).not.toBe('')
    }
    expect(Object.keys(formMessageLabels).sort()).toEqual([...FORM_MESSAGE_KEYS].sort())
  })

  it('uses CF7’s exact English wording', () => {
    expect(en.mail_sent_ok).toBe('Thank you for your message. It has been sent.')
    expect(en.validation_error).toBe(
      'One or more fields have an error. Please check and try again.',
    )
    expect(en.invalid_required).toBe('Please fill out this field.')
    expect(en.invalid_date).toBe('Please enter a date in YYYY-MM-DD format.')
    expect(en.spam).toBe(en.mail_sent_ng)
    expect(en.aborted).toBe('Sending mail has been aborted.')
    expect(formMessageLabels.accept_terms).toBe('There are terms that the sender must accept')
  })

  it('writes every Georgian message in Georgian script', () => {
    for (const key of FORM_MESSAGE_KEYS) expect(ka[key]).toMatch(/[\u10d0-\u10ff]/)
    expect(ka.spam).toBe(ka.mail_sent_ng)
    expect(ka.invalid_date).toContain('წწწწ-თთ-დდ')
  })

  it('maps WordPress locales to site locales', () => {
    expect(formLocaleOf('ka_GE')).toBe('ka')
    expect(formLocaleOf('en_US')).toBe('en')
    expect(formLocaleOf('en')).toBe('en')
    expect(formLocaleOf('de_DE')).toBe('ka')
    expect(formLocaleOf(undefined)).toBe('ka')
  })
})
