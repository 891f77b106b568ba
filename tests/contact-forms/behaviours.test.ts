import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import {
  acceptanceSatisfied,
  cf7LocaleOf,
  characterCount,
  controlClassName,
  counterClassName,
  errorIdOf,
  errorTargetIdOf,
  exclusiveStates,
  fieldErrorsOf,
  fieldNameOf,
  langTagOf,
  normalizeUrlValue,
  splitLead,
  withFieldError,
} from '@/features/contact-forms/block/behaviours'
import { ContactForm } from '@/features/contact-forms/block/ContactForm.client'
import { FormFields, type FormFieldsProps } from '@/features/contact-forms/block/FormFields'
import { contactFormStrings } from '@/features/contact-forms/messages'
import {
  buildEventDetail,
  eventsForStatus,
  fireFormEvent,
  formInputs,
  type FormIdentity,
} from '@/features/contact-forms/model/events'
import type { NoJsFormState } from '@/features/contact-forms/model/feedback'
import { withoutActionFields } from '@/lib/http/form-data'
import type {
  FormModel,
  FormNode,
  FormTag,
  FormTagType,
} from '@/features/contact-forms/model/model'
import { parseFormTemplate } from '@/features/contact-forms/model/parser'
import { safeHref } from '@/lib/safe-href'

describe('URL fields (CF7 urlInputHelper)', () => {
  it('adds http:// to a value with a dot and no scheme', () => {
    expect(normalizeUrlValue('example.ge')).toBe('http://example.ge')
    expect(normalizeUrlValue('  //example.ge/path ')).toBe('http://example.ge/path')
  })

  it('leaves values with a scheme or without a dot, trimmed', () => {
    expect(normalizeUrlValue('https://example.ge')).toBe('https://example.ge')
    expect(normalizeUrlValue('mailto:a@b.ge')).toBe('mailto:a@b.ge')
    expect(normalizeUrlValue(' localhost ')).toBe('localhost')
    expect(normalizeUrlValue('   ')).toBe('')
  })
})

describe('character counters (CF7 [count])', () => {
  it('counts up, ignoring surrounding spaces', () => {
    expect(characterCount({ value: ' abc ', down: false, starting: 0 })).toEqual({
      count: 3,
      tooLong: false,
      tooShort: false,
    })
  })

  it('counts down from the starting value', () => {
    expect(characterCount({ value: 'hello', down: true, starting: 20, maximum: 20 }).count).toBe(15)
  })

  it('flags too-long and too-short against the raw length', () => {
    const long = characterCount({ value: 'abcdef', down: true, starting: 5, maximum: 5 })
    expect(long).toEqual({ count: -1, tooLong: true, tooShort: false })
    expect(characterCount({ value: 'ab', down: false, starting: 0, minimum: 3 }).tooShort).toBe(
      true,
    )
    // No limit (0 or missing) never flags.
    expect(
      characterCount({ value: 'x'.repeat(999), down: false, starting: 0, maximum: 0 }),
    ).toEqual({ count: 999, tooLong: false, tooShort: false })
  })

  it('writes the counter classes', () => {
    const view = { count: -1, tooLong: true, tooShort: false }
    expect(counterClassName(true, view)).toBe('wpcf7-character-count down too-long')
    expect(counterClassName(false, { count: 0, tooLong: false, tooShort: true }, ['x'])).toBe(
      'wpcf7-character-count up x too-short',
    )
  })
})

describe('exclusive checkboxes and acceptance', () => {
  it('unchecks every other box of an exclusive group', () => {
    expect(exclusiveStates([true, true, false], 1)).toEqual([false, true, false])
    expect(exclusiveStates([true, false, true], 1)).toEqual([false, false, false])
  })

  it('enables submit only when required acceptances are given', () => {
    const item = (checked: boolean, invert = false, optional = false) => ({
      checked,
      invert,
      optional,
    })
    expect(acceptanceSatisfied([])).toBe(true)
    expect(acceptanceSatisfied([item(true)])).toBe(true)
    expect(acceptanceSatisfied([item(false)])).toBe(false)
    expect(acceptanceSatisfied([item(false, false, true)])).toBe(true)
    // An inverted acceptance must stay unchecked.
    expect(acceptanceSatisfied([item(false, true)])).toBe(true)
    expect(acceptanceSatisfied([item(true, true)])).toBe(false)
    expect(acceptanceSatisfied([item(true), item(false)])).toBe(false)
  })
})

describe('errors, names and locales', () => {
  it('builds CF7 error ids', () => {
    expect(errorIdOf('wpcf7-f12-p3-o1', 'your-name')).toBe('wpcf7-f12-p3-o1-ve-your-name')
    // Exactly the server's `error_id`: the field name as it is.
    expect(errorIdOf('wpcf7-f12-p3-o1', 'a.b:c')).toBe('wpcf7-f12-p3-o1-ve-a.b:c')
  })

  it('links errors to the control, or to the first input of a choice group', () => {
    const unit = 'wpcf7-f12-p3-o1'
    expect(errorTargetIdOf(unit, tag('text', 'your-name'))).toBe(`${unit}-your-name`)
    expect(errorTargetIdOf(unit, tag('text', 'n', { id: 'own' }))).toBe('own')
    expect(errorTargetIdOf(unit, tag('acceptance', 'ok', { id: 'own' }))).toBe('own')
    const choices = { labels: ['a', 'b'], values: ['a', 'b'] }
    expect(errorTargetIdOf(unit, tag('checkbox', 'topics', choices))).toBe(`${unit}-topics-0`)
    expect(errorTargetIdOf(unit, tag('radio', 'r', { ...choices, id: 'own' }))).toBe(`${unit}-r-0`)
    // A group without choices has no input: the group itself.
    expect(errorTargetIdOf(unit, tag('checkbox', 'empty'))).toBe(`${unit}-empty`)
  })

  it('keeps the first error of each field, in order', () => {
    const errors = fieldErrorsOf([
      { field: 'b', message: 'B', idref: null, error_id: 'x-ve-b' },
      { field: 'a', message: 'A', idref: 'a-id', error_id: 'x-ve-a' },
      { field: 'b', message: 'B2', idref: null, error_id: 'x-ve-b' },
    ])
    expect(errors).toEqual([
      { field: 'b', message: 'B' },
      { field: 'a', message: 'A' },
    ])
    expect(fieldErrorsOf(undefined)).toEqual([])
  })

  it('sets and clears one field error without moving the others', () => {
    const errors = [
      { field: 'a', message: 'A' },
      { field: 'b', message: 'B' },
    ]
    expect(withFieldError(errors, 'a', 'A2')).toEqual([
      { field: 'a', message: 'A2' },
      { field: 'b', message: 'B' },
    ])
    expect(withFieldError(errors, 'c', 'C')).toHaveLength(3)
    expect(withFieldError(errors, 'a', null)).toEqual([{ field: 'b', message: 'B' }])
    expect(withFieldError(errors, 'z', null)).toBe(errors)
    expect(withFieldError(errors, 'a', 'A')).toBe(errors)
  })

  it('strips [] from field names and maps locales', () => {
    expect(fieldNameOf('topics[]')).toBe('topics')
    expect(fieldNameOf('name')).toBe('name')
    expect(cf7LocaleOf('ka')).toBe('ka_GE')
    expect(cf7LocaleOf('en')).toBe('en_US')
    expect(langTagOf('ka')).toBe('ka-GE')
  })

  it('drops the server-action fields React adds for no-JavaScript posts', () => {
    const data = new FormData()
    data.append('$ACTION_REF_1', '')
    data.append('$ACTION_1:0', '{}')
    data.append('$ACTION_KEY', 'k')
    data.append('your-name', 'Nino')
    data.append('topics[]', 'a')
    data.append('topics[]', 'b')
    const clean = withoutActionFields(data)
    expect([...clean.keys()]).toEqual(['your-name', 'topics[]', 'topics[]'])
    expect(clean.getAll('topics[]')).toEqual(['a', 'b'])
  })

  it('splits the bold lead of the wrong-place error', () => {
    const en = contactFormStrings('en').wrongPlace
    expect(en).toBe('Error: This contact form is placed in the wrong place.')
    expect(splitLead(en)).toEqual(['Error:', 'This contact form is placed in the wrong place.'])
    expect(splitLead(contactFormStrings('ka').wrongPlace)[0]).toBe('შეცდომა:')
    expect(splitLead('No lead here')).toEqual(['', 'No lead here'])
  })

  it('has CF7 texts in English and Georgian ones in ka', () => {
    const en = contactFormStrings('en')
    expect(en.fetchError).toBe('You are probably offline.')
    expect(en.invalidJson).toBe('The response is not a valid JSON response.')
    const ka = contactFormStrings('ka')
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(ka[key]).toBeTruthy()
      if (key !== 'invalidJson') expect(ka[key]).not.toBe(en[key])
    }
  })
})

describe('control classes (wpcf7_form_controls_class)', () => {
  it('orders form-control, type, required, extras and class: options', () => {
    expect(controlClassName({ type: 'text', required: true, classNames: [] }, ['wpcf7-text'])).toBe(
      'wpcf7-form-control wpcf7-text wpcf7-validates-as-required',
    )
    expect(
      controlClassName({ type: 'email', required: true, classNames: ['big'] }, [
        'wpcf7-text',
        'wpcf7-validates-as-email',
        false,
      ]),
    ).toBe(
      'wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email big',
    )
  })
})

describe('CF7 DOM events', () => {
  const identity: FormIdentity = {
    contactFormId: 12,
    pluginVersion: '6.1.4',
    contactFormLocale: 'ka_GE',
    unitTag: 'wpcf7-f12-p3-o1',
    containerPostId: 3,
  }

  it('builds the detail without the fields starting with _', () => {
    const data = new FormData()
    data.append('_wpcf7', '12')
    data.append('_sakhli_pointer', '[]')
    data.append('your-name', 'Nino')
    data.append('topics[]', 'a')
    expect(formInputs(data)).toEqual([
      { name: 'your-name', value: 'Nino' },
      { name: 'topics[]', value: 'a' },
    ])
    const detail = buildEventDetail(identity, 'init', data)
    expect(detail).toMatchObject({ ...identity, status: 'init', formData: data })
    expect(detail.inputs).toHaveLength(2)
  })

  it('fires the outcome event, then submit', () => {
    expect(eventsForStatus('invalid')).toEqual(['invalid', 'submit'])
    expect(eventsForStatus('unaccepted')).toEqual(['unaccepted', 'submit'])
    expect(eventsForStatus('spam')).toEqual(['spam', 'submit'])
    expect(eventsForStatus('aborted')).toEqual(['aborted', 'submit'])
    expect(eventsForStatus('sent')).toEqual(['mailsent', 'submit'])
    expect(eventsForStatus('failed')).toEqual(['mailfailed', 'submit'])
    expect(eventsForStatus('payment-required')).toEqual(['submit'])
    expect(eventsForStatus('custom-x')).toEqual(['submit'])
  })

  it('dispatches wpcf7{name} with the detail, bubbling', () => {
    const target = new EventTarget()
    const seen: CustomEvent[] = []
    target.addEventListener('wpcf7mailsent', (e) => seen.push(e as CustomEvent))
    const detail = { ...identity, status: 'mail_sent' }
    fireFormEvent(target, 'mailsent', detail)
    expect(seen).toHaveLength(1)
    expect(seen[0]?.detail).toBe(detail)
    expect(seen[0]?.bubbles).toBe(true)
  })
})

describe('acceptance text', () => {
  /** The label of the one acceptance of a template, as the form renders it. */
  function acceptanceLabel(template: string): string {
    const html = renderToStaticMarkup(
      createElement(FormFields, {
        model: parseFormTemplate(template),
        unitTag: 'wpcf7-f1-p2-o1',
        strings: contactFormStrings('en'),
      }),
    )
    return /<span class="wpcf7-list-item-label">(.*?)<\/span><\/label>/.exec(html)?.[1] ?? html
  }

  it('keeps inline elements and safe links only', () => {
    expect(
      acceptanceLabel(
        '[acceptance ok]I agree to the <a href="/privacy" onclick="x()">policy</a> &amp; <script>bad()</script><strong>terms</strong>[/acceptance]',
      ),
    ).toBe('I agree to the <a href="/privacy">policy</a> &amp; <strong>terms</strong>')
  })

  it('drops dangerous link schemes, even with control characters inside them', () => {
    expect(safeHref('javascript:alert(1)')).toBe(false)
    expect(safeHref('java\tscript:alert(1)')).toBe(false)
    expect(safeHref(' \u0001javascript:alert(1)')).toBe(false)
    expect(safeHref('https://sakhli.ge')).toBe(true)
    expect(safeHref('mailto:info@sakhli.ge')).toBe(true)
    expect(safeHref('/ka/privacy')).toBe(true)
    expect(
      acceptanceLabel(
        '[acceptance ok]<a href="java&#x09;script:alert(1)">a</a> <a href="/ka/privacy?a=1&amp;b=2">b</a>[/acceptance]',
      ),
    ).toBe('<a>a</a> <a href="/ka/privacy?a=1&amp;b=2">b</a>')
  })

  it('renders entities that name no character as U+FFFD instead of failing', () => {
    // `&#99999999;` made the contact page and the admin preview throw a RangeError.
    const hostile = [
      '&#99999999;',
      '&#x110000;',
      '&#xFFFFFFFFFF;',
      '&#99999999999999999999999;',
      '&#0;',
      '&#xD800;',
    ]
    for (const entity of hostile) {
      const template = `[acceptance ok]I agree ${entity} <a href="/p?x=${entity}">now</a>[/acceptance]`
      expect(acceptanceLabel(template)).toBe('I agree \uFFFD <a href="/p?x=\uFFFD">now</a>')
      const tag = parseFormTemplate(`[acceptance ok "${entity}"]`).tags[0]
      expect(tag?.contentNodes).toEqual([{ kind: 'text', text: '\uFFFD' }])
    }
    // Unknown and unfinished references stay as they were written.
    expect(acceptanceLabel('[acceptance ok]a &bogus; &#x; &amp b[/acceptance]')).toBe(
      'a &amp;bogus; &amp;#x; &amp; b',
    )
  })

  it('keeps only what a label may hold: no blocks, no label, no link in a link', () => {
    expect(
      acceptanceLabel(
        '[acceptance ok]<p>I agree</p> <div>to <label>the</label> <a href="/a">terms <span><a href="/b">here</a></span></a></div>[/acceptance]',
      ),
    ).toBe('I agree to the <a href="/a">terms <span>here</span></a>')
  })
})

/* Markup of the fields: the same elements and classes CF7 renders. */

function tag(type: FormTagType, name: string, extra: Partial<FormTag> = {}): FormTag {
  return {
    type,
    rawType: extra.required ? `${type}*` : type,
    required: false,
    name,
    options: [],
    values: [],
    labels: [],
    content: '',
    classNames: [],
    ...extra,
  }
}

function render(tags: FormTag[], props: Partial<FormFieldsProps> = {}, nodes?: FormNode[]) {
  const model: FormModel = {
    nodes: nodes ?? tags.map((t) => ({ kind: 'tag', tag: t })),
    tags,
    errors: [],
  }
  return renderToStaticMarkup(
    createElement(FormFields, {
      model,
      unitTag: 'wpcf7-f1-p2-o1',
      strings: contactFormStrings('en'),
      ...props,
    }),
  )
}

describe('form fields markup', () => {
  it('renders a required text input as CF7 does', () => {
    const html = render([tag('email', 'your-email', { required: true })])
    expect(html).toContain('<span class="wpcf7-form-control-wrap" data-name="your-email">')
    expect(html).toContain('type="email"')
    expect(html).toContain(
      'class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email"',
    )
    expect(html).toContain('aria-required="true"')
    expect(html).toContain('aria-invalid="false"')
    expect(html).toContain('maxLength="400"')
  })

  it('shows a field error beside the field and points the input at the error list', () => {
    const html = render([tag('text', 'your-name')], { errors: { 'your-name': 'Required.' } })
    expect(html).toContain('wpcf7-not-valid')
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('aria-describedby="wpcf7-f1-p2-o1-ve-your-name"')
    expect(html).toContain('<span class="wpcf7-not-valid-tip" aria-hidden="true">Required.</span>')
  })

  it('posts checkbox groups as name[] with list items, exclusive and free text', () => {
    const labels = ['A', 'B', 'Other']
    const html = render([
      tag('checkbox', 'topics', {
        labels,
        values: labels,
        options: ['use_label_element', 'free_text'],
      }),
    ])
    expect(html).toContain('name="topics[]"')
    expect(html).toContain('class="wpcf7-list-item first"')
    expect(html).toContain('class="wpcf7-list-item last has-free-text"')
    expect(html).toMatch(
      /<input type="text" class="wpcf7-free-text"[^>]*name="_wpcf7_free_text_topics"/,
    )
    const exclusive = render([
      tag('checkbox', 'one', { labels, values: labels, options: ['exclusive'] }),
    ])
    expect(exclusive).toContain('wpcf7-exclusive-checkbox')
    expect(exclusive).toContain('name="one"')
  })

  it('renders selects with a blank option and multiple as name[]', () => {
    const html = render([
      tag('select', 'city', {
        labels: ['Tbilisi', 'Batumi'],
        values: ['Tbilisi', 'Batumi'],
        options: ['include_blank', 'multiple'],
      }),
    ])
    expect(html).toContain('name="city[]"')
    expect(html).toContain('multiple=""')
    expect(html).toContain('<option value="">—Please choose an option—</option>')
  })

  it('renders acceptance with optional and invert on the group', () => {
    const html = render(
      parseFormTemplate('[acceptance terms optional invert]I <em>agree</em>[/acceptance]').tags,
    )
    expect(html).toContain('class="wpcf7-form-control wpcf7-acceptance invert optional"')
    expect(html).toContain('<span class="wpcf7-list-item-label">I <em>agree</em></span>')
  })

  it('renders the quiz question and the hidden answer hash', () => {
    const html = render([tag('quiz', 'q', { quiz: { question: '2+2=?', answerHash: 'h1' } })], {
      quiz: {},
    })
    expect(html).toContain('<span class="wpcf7-quiz-label">2+2=?</span>')
    expect(html).toContain('name="_wpcf7_quiz_answer_q" value="h1"')
    const refreshed = render(
      [tag('quiz', 'q', { quiz: { question: '2+2=?', answerHash: 'h1' } })],
      {
        quiz: { q: { question: '3+3=?', answerHash: 'h2' } },
      },
    )
    expect(refreshed).toContain('3+3=?')
    expect(refreshed).toContain('value="h2"')
  })

  it('counts down from the counted field maxlength', () => {
    const message = tag('textarea', 'msg', {
      options: ['maxlength:10'],
      values: ['hello'],
      labels: ['hello'],
    })
    const html = render([message, tag('count', 'msg', { options: ['down'] })])
    expect(html).toContain('class="wpcf7-character-count down"')
    expect(html).toContain('data-starting-value="10"')
    expect(html).toContain('data-current-value="5"')
    expect(html).toContain('data-maximum-value="10"')
    const typed = render([message, tag('count', 'msg', { options: ['down'] })], {
      counted: { msg: 'x'.repeat(12) },
    })
    expect(typed).toContain('class="wpcf7-character-count down too-long"')
  })

  it('renders the submit button with spinner and disables it when asked', () => {
    const html = render([tag('submit', '', { labels: ['Send it'], values: ['Send it'] })], {
      submitDisabled: true,
    })
    expect(html).toContain('class="wpcf7-form-control wpcf7-submit has-spinner"')
    expect(html).toContain('value="Send it"')
    expect(html).toContain('disabled=""')
    expect(html).toContain('<span class="wpcf7-spinner" aria-hidden="true"></span>')
  })

  it('makes inert-on-{status} elements inert while the status holds', () => {
    const nodes: FormNode[] = [
      {
        kind: 'element',
        name: 'div',
        attributes: { class: 'inert-on-submitting box' },
        children: [{ kind: 'text', text: 'x' }],
      },
    ]
    expect(render([], { status: 'submitting' }, nodes)).toBe(
      '<div class="inert-on-submitting box active-on-any" inert="">x</div>',
    )
    expect(render([], { status: 'init' }, nodes)).toBe(
      '<div class="inert-on-submitting box">x</div>',
    )
  })

  it('makes checkbox and radio groups ARIA groups whose inputs carry state and error', () => {
    const labels = ['A', 'B']
    const html = render([tag('checkbox', 'topics', { labels, values: labels, required: true })], {
      errors: { topics: 'Pick one.' },
    })
    expect(html).toContain(
      '<span class="wpcf7-form-control wpcf7-checkbox wpcf7-validates-as-required wpcf7-not-valid" id="wpcf7-f1-p2-o1-topics" role="group">',
    )
    const inputs = html.match(/<input [^>]*>/g) ?? []
    expect(inputs).toHaveLength(2)
    for (const input of inputs) {
      expect(input).toContain('aria-required="true"')
      expect(input).toContain('aria-invalid="true"')
      expect(input).toContain('aria-describedby="wpcf7-f1-p2-o1-ve-topics"')
    }
    // The error list links to the first input.
    expect(inputs[0]).toContain('id="wpcf7-f1-p2-o1-topics-0"')
    expect(inputs[1]).not.toContain(' id=')

    const radio = render([tag('radio', 'pick', { labels, values: labels })])
    expect(radio).toContain('role="radiogroup"')
    // Radio buttons are always required; a valid group is not invalid.
    expect(radio.match(/aria-required="true"/g)).toHaveLength(2)
    expect(radio.match(/aria-invalid="false"/g)).toHaveLength(2)
    expect(radio).not.toContain('aria-describedby')

    const optional = render([tag('checkbox', 'opt', { labels, values: labels })])
    expect(optional).not.toContain('aria-required')
  })

  it('names groups by the legend of the nearest fieldset around them', () => {
    const model = parseFormTemplate(
      [
        '<fieldset><legend>Topics</legend>[checkbox topics "A" "B"]</fieldset>',
        '<fieldset><legend id="own">Pick</legend>',
        '<fieldset>[radio inner "1" "2"]</fieldset>',
        '[radio pick "x" "y"] [acceptance ok]Yes[/acceptance] [text name]</fieldset>',
        '<label>Alone [radio alone "1"]</label>',
      ].join('\n'),
    )
    expect(model.errors).toEqual([])
    const html = renderToStaticMarkup(
      createElement(FormFields, {
        model,
        unitTag: 'wpcf7-f1-p2-o1',
        strings: contactFormStrings('en'),
      }),
    )
    expect(html).toContain('<legend id="wpcf7-f1-p2-o1-0-legend">Topics</legend>')
    expect(html).toMatch(
      /id="wpcf7-f1-p2-o1-topics" role="group" aria-labelledby="wpcf7-f1-p2-o1-0-legend"/,
    )
    expect(html).toContain('<legend id="own">Pick</legend>')
    expect(html).toMatch(/id="wpcf7-f1-p2-o1-pick" role="radiogroup" aria-labelledby="own"/)
    expect(html).toMatch(/wpcf7-acceptance" role="group" aria-labelledby="own"/)
    // A fieldset without a legend names nothing, not even with its parent's legend.
    expect(html).toMatch(/id="wpcf7-f1-p2-o1-inner" role="radiogroup">/)
    expect(html).toMatch(/id="wpcf7-f1-p2-o1-alone" role="radiogroup">/)
    // Only groups are named by a legend.
    expect(html).not.toMatch(/<input type="text"[^>]*aria-labelledby/)
  })

  it('marks acceptances required unless optional or inverted', () => {
    const required = render([tag('acceptance', 'ok', { content: 'Yes' })], {
      errors: { ok: 'Accept.' },
    })
    expect(required).toContain(
      'class="wpcf7-form-control wpcf7-acceptance wpcf7-not-valid" role="group"',
    )
    expect(required).toMatch(
      /<input type="checkbox" [^>]*id="wpcf7-f1-p2-o1-ok" aria-required="true" aria-invalid="true" aria-describedby="wpcf7-f1-p2-o1-ve-ok"/,
    )
    for (const option of ['optional', 'invert']) {
      const html = render([tag('acceptance', 'ok', { content: 'Yes', options: [option] })])
      expect(html).not.toContain('aria-required')
      expect(html).toContain('aria-invalid="false"')
    }
  })

  it('shows posted values again after a no-JavaScript post', () => {
    const html = render([tag('text', 'your-name'), tag('acceptance', 'ok')], {
      values: { 'your-name': ['Nino'] },
    })
    expect(html).toContain('value="Nino"')
    // Posted without the acceptance: it stays unchecked.
    expect(html).not.toContain('checked')
  })
})

describe('contact form markup (server render)', () => {
  const model: FormModel = {
    nodes: [
      {
        kind: 'element',
        name: 'label',
        attributes: {},
        children: [
          { kind: 'text', text: 'Name ' },
          { kind: 'tag', tag: tag('text', 'your-name', { required: true }) },
        ],
      },
      { kind: 'tag', tag: tag('submit', '') },
    ],
    tags: [tag('text', 'your-name', { required: true }), tag('submit', '')],
    errors: [],
  }
  const props = {
    formId: 12,
    unitTag: 'wpcf7-f12-p3-o1',
    containerPostId: 3,
    locale: 'ka' as const,
    model,
    strings: contactFormStrings('ka'),
    action: async (state: NoJsFormState) => state,
    startToken: 'signed-start',
  }

  it('renders CF7 wrapper, form, hidden fields and spam fields', () => {
    const html = renderToStaticMarkup(createElement(ContactForm, props))
    expect(html).toMatch(
      /^<div class="wpcf7 no-js" id="wpcf7-f12-p3-o1" lang="ka-GE" dir="ltr" data-wpcf7-id="12">/,
    )
    expect(html).toContain(
      '<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p><ul></ul></div>',
    )
    expect(html).toContain('class="wpcf7-form init" data-status="init"')
    expect(html).toContain('noValidate=""')
    for (const [name, value] of [
      ['_wpcf7', '12'],
      ['_wpcf7_version', '6.1.4'],
      ['_wpcf7_locale', 'ka_GE'],
      ['_wpcf7_unit_tag', 'wpcf7-f12-p3-o1'],
      ['_wpcf7_container_post', '3'],
      ['_wpcf7_posted_data_hash', ''],
    ]) {
      expect(html).toContain(`<input type="hidden" name="${name}" value="${value}"/>`)
    }
    expect(html).toContain('name="_sakhli_start" value="signed-start"')
    expect(html).toContain('name="_sakhli_pointer"')
    const honeypot = /<div class="sakhli-hp" aria-hidden="true"><label>[^<]+(<input[^>]*>)/.exec(
      html,
    )
    expect(honeypot?.[1]).toContain('name="_sakhli_website"')
    expect(honeypot?.[1]).toContain('tabindex="-1"')
    expect(honeypot?.[1]).toContain('autoComplete="off"')
    expect(html).toContain('value="გაგზავნა"')
    expect(html).toContain(
      '<div class="wpcf7-response-output" aria-hidden="true"></div></form></div>',
    )
  })

  it('shows the answer of a no-JavaScript post: status, message, errors and values', () => {
    const initialState: NoJsFormState = {
      response: {
        contact_form_id: 12,
        status: 'validation_failed',
        message: 'შეცდომა',
        invalid_fields: [
          {
            field: 'your-name',
            message: 'სავალდებულო ველი',
            idref: null,
            error_id: 'wpcf7-f12-p3-o1-ve-your-name',
          },
        ],
        posted_data_hash: '',
        into: '#wpcf7-f12-p3-o1',
      },
      values: { 'your-name': ['x'] },
    }
    const html = renderToStaticMarkup(createElement(ContactForm, { ...props, initialState }))
    expect(html).toContain('class="wpcf7-form invalid" data-status="invalid"')
    expect(html).toContain('<p role="status" aria-live="polite" aria-atomic="true">შეცდომა</p>')
    expect(html).toContain(
      '<li id="wpcf7-f12-p3-o1-ve-your-name"><a href="#wpcf7-f12-p3-o1-your-name">სავალდებულო ველი</a></li>',
    )
    expect(html).toContain('aria-describedby="wpcf7-f12-p3-o1-ve-your-name"')
    expect(html).toContain('value="x"')
    expect(html).toContain('<div class="wpcf7-response-output" aria-hidden="true">შეცდომა</div>')
  })

  it('links a group error to its first input and keeps the field name in the error id', () => {
    const topics = tag('checkbox', 'a:topics', { labels: ['A', 'B'], values: ['A', 'B'] })
    const groupModel: FormModel = {
      nodes: [{ kind: 'tag', tag: topics }],
      tags: [topics],
      errors: [],
    }
    const initialState: NoJsFormState = {
      response: {
        contact_form_id: 12,
        status: 'validation_failed',
        message: 'შეცდომა',
        invalid_fields: [
          {
            field: 'a:topics',
            message: 'აირჩიეთ',
            idref: null,
            error_id: 'wpcf7-f12-p3-o1-ve-a:topics',
          },
        ],
        posted_data_hash: '',
        into: '#wpcf7-f12-p3-o1',
      },
      values: {},
    }
    const html = renderToStaticMarkup(
      createElement(ContactForm, { ...props, model: groupModel, initialState }),
    )
    expect(html).toContain(
      '<li id="wpcf7-f12-p3-o1-ve-a:topics"><a href="#wpcf7-f12-p3-o1-atopics-0">აირჩიეთ</a></li>',
    )
    expect(html).toMatch(/<input type="checkbox" id="wpcf7-f12-p3-o1-atopics-0"/)
    expect(html.match(/aria-describedby="wpcf7-f12-p3-o1-ve-a:topics"/g)).toHaveLength(2)
  })
})
