import type { Payload } from 'payload'

import { contactFormRoutes } from '@/features/contact-forms/server/routes'
import { HIDDEN_FIELDS } from '@/features/contact-forms/model/feedback'
import { issueFormStart, SPAM_FIELDS } from '@/features/spam'

// These tests send many submissions for one e-mail address without a client address: the
// contact forms' rate limit is off here unless a test sets it (tests/security/bounded-*).
process.env.RATE_LIMIT_CONTACT_FEEDBACK ??= 'off'
process.env.RATE_LIMIT_CONTACT_FEEDBACK_EMAIL ??= 'off'

export const TEST_FORM_TEMPLATE = `<label> სახელი [text* your-name] </label>
<label> ელფოსტა [email* your-email] </label>
<label> ტელეფონი [tel your-phone id:phone-input] </label>
<label> თემა [select* your-subject include_blank "ბინა" "სახლი" "სხვა"] </label>
<label> შეტყობინება [textarea* your-message minlength:10 maxlength:200] </label>
<label> ფაილი [file your-file limit:1kb filetypes:pdf|txt] </label>
<label> ფოტო [file your-photo filetypes:jpg] </label>
[acceptance privacy-terms] ვეთანხმები [/acceptance]
[submit "გაგზავნა"]`

export const QUIZ_FORM_TEMPLATE = `[text* your-name]
[email* your-email]
[quiz capital "საქართველოს დედაქალაქი?|თბილისი"]
[submit "გაგზავნა"]`

/** Creates a contact form in both languages' template slot (the Georgian one is the fallback). */
export async function createTestForm(
  payload: Payload,
  template = TEST_FORM_TEMPLATE,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const form = await payload.create({
    collection: 'forms',
    locale: 'ka',
    data: {
      title: 'Test form',
      template,
      mail: {
        to: 'office@sakhli.test',
        from: 'Sakhli <noreply@sakhli.test>',
        subject: 'ახალი შეტყობინება: [your-subject]',
        replyTo: '[your-email]',
        body: 'სახელი: [your-name]\nელფოსტა: [your-email]\nშეტყობინება: [your-message]',
        attachments: '[your-file]',
      },
      mail2: {
        active: true,
        echoVisitorText: true,
        to: '[your-email]',
        from: 'Sakhli <noreply@sakhli.test>',
        subject: 'მივიღეთ თქვენი შეტყობინება',
        body: 'გმადლობთ, [your-name]!',
      },
      ...extra,
    },
    context: { disableRevalidate: true },
  })
  return form.id
}

/** A submission a person would send: hidden fields, spam signals of a human, valid values. */
export function validSubmission(
  formId: number,
  overrides: Record<string, string | string[] | File | null> = {},
): FormData {
  const fields: Record<string, string | string[] | File | null> = {
    [HIDDEN_FIELDS.formId]: String(formId),
    [HIDDEN_FIELDS.version]: '6.1.4',
    [HIDDEN_FIELDS.locale]: 'ka_GE',
    [HIDDEN_FIELDS.unitTag]: `wpcf7-f${formId}-p7-o1`,
    [HIDDEN_FIELDS.containerPost]: '7',
    [HIDDEN_FIELDS.postedDataHash]: '',
    // The form was shown 8 s ago, as the server signed it.
    [SPAM_FIELDS.start]: issueFormStart(Date.now() - 8_000),
    [SPAM_FIELDS.pointer]: JSON.stringify([
      [10, 20, 0],
      [40, 60, 150],
    ]),
    [SPAM_FIELDS.honeypot]: '',
    'your-name': 'ნინო ბერიძე',
    'your-email': 'nino@example.ge',
    'your-phone': '+995 555 12 34 56',
    'your-subject': 'ბინა',
    'your-message': 'მაინტერესებს ბინის ყიდვა ვაკეში.',
    'privacy-terms': '1',
    ...overrides,
  }
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) continue
    if (Array.isArray(value)) for (const v of value) data.append(name, v)
    else data.append(name, value)
  }
  return data
}

export function formRoutes(payload: Payload) {
  return contactFormRoutes(async () => payload)
}

const BASE = 'http://localhost/wp-json/contact-form-7/v1/contact-forms'

export function postFeedback(
  payload: Payload,
  id: number | string,
  body: BodyInit,
  headers: Record<string, string> = {},
) {
  const request = new Request(`${BASE}/${id}/feedback`, {
    method: 'POST',
    body,
    headers: { Accept: 'application/json', 'User-Agent': 'Mozilla/5.0 (test)', ...headers },
  })
  return formRoutes(payload).feedback(request, { params: Promise.resolve({ id: String(id) }) })
}

export function getSchema(payload: Payload, id: number | string, query = '') {
  const request = new Request(`${BASE}/${id}/feedback/schema${query}`)
  return formRoutes(payload).schema(request, { params: Promise.resolve({ id: String(id) }) })
}

export function getRefill(payload: Payload, id: number | string) {
  const request = new Request(`${BASE}/${id}/refill`)
  return formRoutes(payload).refill(request, { params: Promise.resolve({ id: String(id) }) })
}

/** The newest stored submission (raw: ids, not documents). */
export async function latestSubmission(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'form-submissions',
    sort: '-id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

export async function countSubmissions(payload: Payload): Promise<number> {
  return (await payload.count({ collection: 'form-submissions', overrideAccess: true })).totalDocs
}
