/**
 * The enquiry form of the property pages: a Contact Form 7 form (Georgian and English) whose
 * mail names the listing through CF7's special mail-tags `[_post_title]` and `[_post_url]` (the
 * form's container post is the listing; contact-forms/server/container-post.ts).
 */
import type { Payload } from 'payload'

import { seedForm } from '@/lib/seed-kit/documents'

import { PROPERTY_ENQUIRY_FORM_TITLE } from './model/constants'

const template = {
  ka: `<label> სახელი და გვარი (სავალდებულო)
    [text* your-name autocomplete:name] </label>

<label> ელფოსტა (სავალდებულო)
    [email* your-email autocomplete:email] </label>

<label> ტელეფონი
    [tel your-phone autocomplete:tel] </label>

<label> შეკითხვა (სავალდებულო)
    [textarea* your-message minlength:10 maxlength:2000] </label>

[submit "გაგზავნა"]`,
  en: `<label> Full name (required)
    [text* your-name autocomplete:name] </label>

<label> E-mail (required)
    [email* your-email autocomplete:email] </label>

<label> Phone
    [tel your-phone autocomplete:tel] </label>

<label> Your question (required)
    [textarea* your-message minlength:10 maxlength:2000] </label>

[submit "Send"]`,
}

const mail = {
  subject: {
    ka: '[_site_title]: შეკითხვა განცხადებაზე — [_post_title]',
    en: '[_site_title]: enquiry about [_post_title]',
  },
  body: {
    ka: `განცხადება: [_post_title]
[_post_url]

გამომგზავნი: [your-name] <[your-email]>
ტელეფონი: [your-phone]

შეკითხვა:
[your-message]`,
    en: `Listing: [_post_title]
[_post_url]

From: [your-name] <[your-email]>
Phone: [your-phone]

Question:
[your-message]`,
  },
}

export async function seedEnquiryForm(payload: Payload): Promise<number> {
  return seedForm(
    payload,
    PROPERTY_ENQUIRY_FORM_TITLE,
    {
      template: template.ka,
      mail: {
        to: '[_site_admin_email]',
        replyTo: '[your-name] <[your-email]>',
        subject: mail.subject.ka,
        body: mail.body.ka,
      },
    },
    { template: template.en, mail: { subject: mail.subject.en, body: mail.body.en } },
  )
}
