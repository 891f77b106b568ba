import { describe, expect, it } from 'vitest'

import { renderMailTemplate, type MailValues } from '@/features/contact-forms/model/mail-template'
import { formFixedStrings } from '@/features/contact-forms/messages'
import type { FormTag } from '@/features/contact-forms/model/model'
import { acceptanceMailValue } from '@/features/contact-forms/model/tags/acceptance'
import { parseFormTemplate } from '@/features/contact-forms/model/parser'

const values: MailValues = {
  fields: {
    'your-name': 'ნინო',
    'your-email': 'nino@example.ge',
    'your-subject': ['ბინის შესახებ'],
    services: ['Sale', 'Rent'],
    recipient: ['sales@sakhli.ge'],
    'empty-field': [],
    your_city: 'Tbilisi',
  },
  raw: { recipient: ['Sales department'] },
  special: {
    _site_title: 'Sakhli',
    _site_url: 'https://www.sakhli.ge',
    _site_admin_email: 'info@sakhli.ge',
    _remote_ip: '203.0.113.7',
    _user_agent: 'Mozilla/5.0',
    _url: 'https://sakhli.ge/contact',
    _date: '01.06.2025',
    _time: '12:00',
    _post_id: '12',
    _post_title: 'კონტაქტი',
    _post_url: 'https://sakhli.ge/contact',
    _serial_number: '42',
  },
}

describe('renderMailTemplate', () => {
  it('fills CF7’s default mail body in Georgian', () => {
    const body = `გამომგზავნი: [your-name] <[your-email]>
თემა: [your-subject]

-- 
ეს შეტყობინება გაიგზავნა საიტიდან [_site_title] ([_site_url])`
    expect(renderMailTemplate(body, values)).toBe(`გამომგზავნი: ნინო <nino@example.ge>
თემა: ბინის შესახებ

-- 
ეს შეტყობინება გაიგზავნა საიტიდან Sakhli (https://www.sakhli.ge)`)
  })

  it('joins several values with ", " and writes an empty field as nothing', () => {
    expect(renderMailTemplate('[services] / [empty-field].', values)).toBe('Sale, Rent / .')
  })

  it('writes the piped value, and the posted label with _raw_', () => {
    expect(renderMailTemplate('[recipient] ([_raw_recipient])', values)).toBe(
      'sales@sakhli.ge (Sales department)',
    )
    // Without a raw value, _raw_ falls back to the field's value.
    expect(renderMailTemplate('[_raw_your-name]', values)).toBe('ნინო')
  })

  it('replaces every special mail-tag', () => {
    const template =
      '[_site_title] [_site_url] [_site_domain] [_site_admin_email] [_remote_ip] [_user_agent] ' +
      '[_url] [_date] [_time] [_post_id] [_post_title] [_post_url] [_serial_number]'
    expect(renderMailTemplate(template, values)).toBe(
      'Sakhli https://www.sakhli.ge sakhli.ge info@sakhli.ge 203.0.113.7 Mozilla/5.0 ' +
        'https://sakhli.ge/contact 01.06.2025 12:00 12 კონტაქტი https://sakhli.ge/contact 42',
    )
  })

  it('empties known special tags it has no value for, as CF7 does', () => {
    expect(
      renderMailTemplate('[_post_author]|[_user_login]|[_contact_form_title]|', { fields: {} }),
    ).toBe('|||')
  })

  it('leaves unknown tags as they were, and [[tag]] as a literal [tag]', () => {
    expect(renderMailTemplate('[unknown] [_nope] [[your-name]] [ your-name ]', values)).toBe(
      '[unknown] [_nope] [your-name] ნინო',
    )
  })

  it('reads dotted names as CF7 does (your.city is the field your_city)', () => {
    expect(renderMailTemplate('[your.city]', values)).toBe('Tbilisi')
  })

  it('ignores the values of a tag and the format of _format_ (value as posted)', () => {
    expect(renderMailTemplate('[_format_your-name "D, d M y"]', values)).toBe('ნინო')
  })

  it('does not read inherited properties as fields', () => {
    expect(renderMailTemplate('[constructor] [toString]', { fields: {} })).toBe(
      '[constructor] [toString]',
    )
  })

  it('escapes values for HTML bodies when asked, never the template', () => {
    const html = renderMailTemplate(
      '<p>[comment]</p><p>[_user_agent]</p>',
      { fields: { comment: '<script>x</script> & "q"' }, special: { _user_agent: 'A<B>' } },
      { escapeHtml: true },
    )
    expect(html).toBe('<p>&lt;script&gt;x&lt;/script&gt; &amp; &quot;q&quot;</p><p>A&lt;B&gt;</p>')
    // As PHP's esc_html() writes the apostrophe.
    expect(renderMailTemplate('[q]', { fields: { q: `'` } }, { escapeHtml: true })).toBe('&#039;')
  })

  it('drops lines whose mail-tags all came out empty with excludeBlank', () => {
    const template = 'Name: [your-name]\nPhone: [phone]\nCity: [city] [_post_name]\nThanks'
    const fields = { 'your-name': 'ნინო', phone: '', city: [] }
    expect(renderMailTemplate(template, { fields }, { excludeBlank: true })).toBe(
      'Name: ნინო\nThanks',
    )
    expect(renderMailTemplate(template, { fields })).toBe('Name: ნინო\nPhone: \nCity:  \nThanks')
  })

  it('trims values and accepts another separator', () => {
    expect(renderMailTemplate('[a]', { fields: { a: ['  x', 'y  '] } }, { separator: ' | ' })).toBe(
      'x | y',
    )
  })
})

describe('acceptanceMailValue', () => {
  const tag = parseFormTemplate(
    '[acceptance terms] ვეთანხმები <a href="/privacy">წესებს</a> [/acceptance]',
  ).tags[0] as FormTag

  it('writes consent and the condition, as CF7 mails acceptance checkboxes', () => {
    expect(acceptanceMailValue(tag, true, formFixedStrings.ka)).toBe(
      'თანხმობა მიცემულია: ვეთანხმები წესებს',
    )
    expect(acceptanceMailValue(tag, false, formFixedStrings.en)).toBe(
      'Not consented: ვეთანხმები წესებს',
    )
    expect(acceptanceMailValue(tag, true, formFixedStrings.en, true)).toBe(
      'Consented: ვეთანხმები <a href="/privacy">წესებს</a>',
    )
  })

  it('writes consent alone when there is no condition', () => {
    const bare = parseFormTemplate('[acceptance ok]').tags[0] as FormTag
    expect(acceptanceMailValue(bare, true, formFixedStrings.en)).toBe('Consented')
  })
})

describe('dotted field names', () => {
  it('finds a value stored under the dotted name or under its underscored form', () => {
    expect(renderMailTemplate('[first.name]', { fields: { 'first.name': 'ნინო' } })).toBe('ნინო')
    expect(renderMailTemplate('[first.name]', { fields: { first_name: 'ნინო' } })).toBe('ნინო')
  })
})
