/**
 * Every visitor-facing text of the contact forms, Georgian first: the messages of a form, keyed as
 * Contact Form 7 keys them (`wpcf7_messages()` and the modules' `wpcf7_messages` filters), with
 * CF7's English wording and its Georgian counterpart (editors may override each one per locale;
 * these are the defaults); the strings CF7 hard-codes; and the texts of the form around its
 * fields. Isomorphic: the admin preview and the browser use them too.
 */
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

/** In the order CF7's Messages tab lists them; `aborted` and `payment_required` last. */
export const FORM_MESSAGE_KEYS = [
  'mail_sent_ok',
  'mail_sent_ng',
  'validation_error',
  'spam',
  'accept_terms',
  'invalid_required',
  'invalid_too_long',
  'invalid_too_short',
  'upload_failed',
  'upload_file_type_invalid',
  'upload_file_too_large',
  'upload_failed_php_error',
  'invalid_date',
  'date_too_early',
  'date_too_late',
  'invalid_number',
  'number_too_small',
  'number_too_large',
  'quiz_answer_not_correct',
  'invalid_email',
  'invalid_url',
  'invalid_tel',
  // CF7 answers these two statuses with fixed strings rather than editable messages.
  'aborted',
  'payment_required',
] as const

export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[number]

export type FormMessages = Record<FormMessageKey, string>

const en: FormMessages = {
  mail_sent_ok: 'Thank you for your message. It has been sent.',
  mail_sent_ng: 'There was an error trying to send your message. Please try again later.',
  validation_error: 'One or more fields have an error. Please check and try again.',
  spam: 'There was an error trying to send your message. Please try again later.',
  accept_terms: 'You must accept the terms and conditions before sending your message.',
  invalid_required: 'Please fill out this field.',
  invalid_too_long: 'This field has a too long input.',
  invalid_too_short: 'This field has a too short input.',
  upload_failed: 'There was an unknown error uploading the file.',
  upload_file_type_invalid: 'You are not allowed to upload files of this type.',
  upload_file_too_large: 'The uploaded file is too large.',
  upload_failed_php_error: 'There was an error uploading the file.',
  invalid_date: 'Please enter a date in YYYY-MM-DD format.',
  date_too_early: 'This field has a too early date.',
  date_too_late: 'This field has a too late date.',
  invalid_number: 'Please enter a number.',
  number_too_small: 'This field has a too small number.',
  number_too_large: 'This field has a too large number.',
  quiz_answer_not_correct: 'The answer to the quiz is incorrect.',
  invalid_email: 'Please enter an email address.',
  invalid_url: 'Please enter a URL.',
  invalid_tel: 'Please enter a telephone number.',
  aborted: 'Sending mail has been aborted.',
  payment_required: 'Payment is required. Please pay by credit card.',
}

const ka: FormMessages = {
  mail_sent_ok: 'გმადლობთ, თქვენი შეტყობინება გაიგზავნა.',
  mail_sent_ng: 'შეტყობინების გაგზავნისას მოხდა შეცდომა. გთხოვთ, სცადოთ მოგვიანებით.',
  validation_error:
    'ერთი ან რამდენიმე ველი შევსებულია შეცდომით. გთხოვთ, შეამოწმოთ და სცადოთ ხელახლა.',
  spam: 'შეტყობინების გაგზავნისას მოხდა შეცდომა. გთხოვთ, სცადოთ მოგვიანებით.',
  accept_terms: 'შეტყობინების გაგზავნამდე უნდა დაეთანხმოთ წესებსა და პირობებს.',
  invalid_required: 'გთხოვთ, შეავსოთ ეს ველი.',
  invalid_too_long: 'ამ ველში შეყვანილი ტექსტი ძალიან გრძელია.',
  invalid_too_short: 'ამ ველში შეყვანილი ტექსტი ძალიან მოკლეა.',
  upload_failed: 'ფაილის ატვირთვისას მოხდა უცნობი შეცდომა.',
  upload_file_type_invalid: 'ამ ტიპის ფაილის ატვირთვა დაუშვებელია.',
  upload_file_too_large: 'ატვირთული ფაილი ძალიან დიდია.',
  upload_failed_php_error: 'ფაილის ატვირთვისას მოხდა შეცდომა.',
  invalid_date: 'გთხოვთ, შეიყვანოთ თარიღი ფორმატით წწწწ-თთ-დდ.',
  date_too_early: 'ამ ველში მითითებული თარიღი ძალიან ადრეულია.',
  date_too_late: 'ამ ველში მითითებული თარიღი ძალიან გვიანდელია.',
  invalid_number: 'გთხოვთ, შეიყვანოთ რიცხვი.',
  number_too_small: 'ამ ველში მითითებული რიცხვი ძალიან მცირეა.',
  number_too_large: 'ამ ველში მითითებული რიცხვი ძალიან დიდია.',
  quiz_answer_not_correct: 'კითხვაზე პასუხი არასწორია.',
  invalid_email: 'გთხოვთ, შეიყვანოთ ელფოსტის მისამართი.',
  invalid_url: 'გთხოვთ, შეიყვანოთ ვებმისამართი (URL).',
  invalid_tel: 'გთხოვთ, შეიყვანოთ ტელეფონის ნომერი.',
  aborted: 'შეტყობინების გაგზავნა შეწყდა.',
  payment_required: 'საჭიროა გადახდა. გთხოვთ, გადაიხადოთ საბანკო ბარათით.',
}

export const defaultFormMessages: Record<Locale, FormMessages> = { ka, en }

/** What each message is for, in the words of CF7's Messages tab (admin labels, English). */
export const formMessageLabels: Record<FormMessageKey, string> = {
  mail_sent_ok: "Sender's message was sent successfully",
  mail_sent_ng: "Sender's message failed to send",
  validation_error: 'Validation errors occurred',
  spam: 'Submission was referred to as spam',
  accept_terms: 'There are terms that the sender must accept',
  invalid_required: 'There is a field that the sender must fill in',
  invalid_too_long: 'There is a field with input that is longer than the maximum allowed length',
  invalid_too_short: 'There is a field with input that is shorter than the minimum allowed length',
  upload_failed: 'Uploading a file fails for any reason',
  upload_file_type_invalid: 'Uploaded file is not allowed for file type',
  upload_file_too_large: 'Uploaded file is too large',
  upload_failed_php_error: 'Uploading a file fails for PHP error',
  invalid_date: 'Date format that the sender entered is invalid',
  date_too_early: 'Date is earlier than minimum limit',
  date_too_late: 'Date is later than maximum limit',
  invalid_number: 'Number format that the sender entered is invalid',
  number_too_small: 'Number is smaller than minimum limit',
  number_too_large: 'Number is larger than maximum limit',
  quiz_answer_not_correct: "Sender doesn't enter the correct answer to the quiz",
  invalid_email: 'Email address that the sender entered is invalid',
  invalid_url: 'URL that the sender entered is invalid',
  invalid_tel: 'Telephone number that the sender entered is invalid',
  aborted: 'Sending was stopped before the mail went out (for example, the form is closed)',
  payment_required: 'A payment is required before the message is sent',
}

/** Strings CF7 hard-codes (translated, but not editable per form). */
export interface FormFixedStrings {
  /** `enum` rule: a posted value that is none of the choices. */
  undefinedValue: string
  /** `maxitems` rule of radio buttons and exclusive checkboxes. */
  tooManyItems: string
  /** Mail output of an acceptance checkbox. */
  consented: string
  notConsented: string
}

export const formFixedStrings: Record<Locale, FormFixedStrings> = {
  en: {
    undefinedValue: 'Undefined value was submitted through this field.',
    tooManyItems: 'Too many items are selected.',
    consented: 'Consented',
    notConsented: 'Not consented',
  },
  ka: {
    undefinedValue: 'ამ ველით გაიგზავნა დაუშვებელი მნიშვნელობა.',
    tooManyItems: 'არჩეულია ზედმეტად ბევრი ვარიანტი.',
    consented: 'თანხმობა მიცემულია',
    notConsented: 'თანხმობა არ არის მიცემული',
  },
}

/** Texts of the form around its fields (labels, status texts, request failures). */
export interface ContactFormStrings {
  /** `aria-label` of the form (CF7's "Contact form"). */
  formLabel: string
  /** Label of a `[submit]` without one. */
  send: string
  /** Announced to screen readers while the submission is on its way. */
  sending: string
  /** The blank first option of `[select include_blank]`. */
  chooseOption: string
  /** Read after the number of a `[count … down]` counter. */
  charactersLeft: string
  /** Read after the number of a `[count …]` counter. */
  characters: string
  /** Accessible name of the screen-reader list of field errors. */
  errorsHeading: string
  /** CF7's texts for a failed request: offline, an answer that is not JSON, an HTTP error. */
  fetchError: string
  invalidJson: string
  serverError: string
  /** Shown instead of a form nested in another form. */
  wrongPlace: string
  /** The answer to a post (without JavaScript) of a form deleted since the page was rendered. */
  formGone: string
  /** Names what the visitor wrote, shown to them when a deleted form could not send it. */
  postedValues: string
  /** Heading of the dialog that reports a submission blocked as spam. */
  blockedTitle: string
  /** Its close button. */
  blockedClose: string
}

export const contactFormStringsByLocale: Record<Locale, ContactFormStrings> = {
  ka: {
    formLabel: 'საკონტაქტო ფორმა',
    send: 'გაგზავნა',
    sending: 'იგზავნება…',
    chooseOption: '—აირჩიეთ ვარიანტი—',
    charactersLeft: 'სიმბოლო დარჩა',
    characters: 'სიმბოლო',
    errorsHeading: 'გასასწორებელი ველები',
    fetchError: 'როგორც ჩანს, ინტერნეტთან კავშირი არ გაქვთ.',
    invalidJson: 'სერვერის პასუხი არ არის სწორი JSON პასუხი.',
    serverError: 'შეტყობინების გაგზავნისას მოხდა შეცდომა. გთხოვთ, სცადოთ მოგვიანებით.',
    wrongPlace: 'შეცდომა: ეს საკონტაქტო ფორმა არასწორ ადგილას არის განთავსებული.',
    formGone:
      'ეს საკონტაქტო ფორმა აღარ არსებობს, ამიტომ თქვენი შეტყობინება არ გაიგზავნა. დააკოპირეთ ქვემოთ მოცემული ტექსტი და დაგვიკავშირდით სხვა გზით.',
    postedValues: 'თქვენ მიერ შეყვანილი ტექსტი',
    blockedTitle: 'შეტყობინება დაიბლოკა',
    blockedClose: 'დახურვა',
  },
  en: {
    formLabel: 'Contact form',
    send: 'Send',
    sending: 'Sending…',
    chooseOption: '—Please choose an option—',
    charactersLeft: 'characters left',
    characters: 'characters',
    errorsHeading: 'Fields to correct',
    fetchError: 'You are probably offline.',
    invalidJson: 'The response is not a valid JSON response.',
    serverError: 'There was an error trying to send your message. Please try later.',
    wrongPlace: 'Error: This contact form is placed in the wrong place.',
    formGone:
      'This contact form no longer exists, so your message was not sent. Copy what you wrote below and contact us another way.',
    postedValues: 'What you wrote',
    blockedTitle: 'Your message was blocked',
    blockedClose: 'Close',
  },
}

/** The form's texts in a site locale. */
export function contactFormStrings(locale: Locale): ContactFormStrings {
  return contactFormStringsByLocale[locale]
}

/** `ka_GE`, `ka`, `en_US`, `en-GB` → a site locale; anything else → the default (Georgian). */
export function formLocaleOf(locale?: string | null): Locale {
  const code = (locale ?? '').slice(0, 2).toLowerCase()
  return isLocale(code) ? code : defaultLocale
}
