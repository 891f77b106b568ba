/**
 * The mail of a submission (compose-mail.ts): `[_date]` and `[_time]` are the submission's moment
 * in Tbilisi time, in the form's language, as the date and time WordPress shows for the site's
 * locale; the same on every call (the formatters are kept per locale).
 */
import { describe, expect, it } from 'vitest'

import { composeMail } from '@/features/contact-forms/server/compose-mail'
import { loadedFormOf, type LoadedForm } from '@/features/contact-forms/server/form-cache'
import { readPostedData } from '@/features/contact-forms/server/posted-data'
import type { Locale } from '@/i18n/locales'
import type { Form } from '@/payload-types'

const site = { title: 'სახლი', adminEmail: 'info@sakhli.ge', url: 'https://sakhli.ge' }

function loaded(locale: Locale): LoadedForm {
  const doc = {
    id: 3,
    title: 'კონტაქტი',
    template: '[text* your-name] [email* your-email] [submit "გაგზავნა"]',
    mail: {
      to: 'info@sakhli.ge',
      from: '[_site_title] <info@sakhli.ge>',
      subject: '[your-name] [_date]',
      body: '[your-name] — [_date] [_time]',
    },
    mail2: null,
  } as unknown as Form
  return loadedFormOf(doc, locale)
}

function mailAt(locale: Locale, createdAt: string) {
  const form = loaded(locale)
  const data = new FormData()
  data.set('your-name', 'ნინო')
  data.set('your-email', 'nino@example.ge')
  const posted = readPostedData(form.model, data, locale)
  return composeMail(form, site, posted, { createdAt })
}

describe('composeMail: [_date] and [_time]', () => {
  it('are the moment in Tbilisi (UTC+4), in Georgian and in English', () => {
    // 21:40 UTC is already the next day in Tbilisi.
    expect(mailAt('ka', '2026-11-25T21:40:07.000Z')[0]!.text).toBe('ნინო — 26.11.2026 01:40:07')
    expect(mailAt('en', '2026-11-25T21:40:07.000Z')[0]!.text).toBe('ნინო — 26/11/2026 01:40:07')
    expect(mailAt('ka', '2026-01-05T08:03:09.000Z')[0]!.subject).toBe('ნინო 5.1.2026')
  })

  it('give each submission with its own moment, call after call', () => {
    const first = mailAt('ka', '2026-03-01T00:00:00.000Z')[0]!.text
    const second = mailAt('ka', '2026-03-02T12:30:15.000Z')[0]!.text
    expect(first).toBe('ნინო — 1.3.2026 04:00:00')
    expect(second).toBe('ნინო — 2.3.2026 16:30:15')
  })
})
