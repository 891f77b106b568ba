import type { CollectionConfig, Field } from 'payload'

import { editorsOnly } from '@/access'
import { forgetCachedForm } from '@/features/contact-forms/server/form-cache'
import { isLocale } from '@/i18n/locales'
import {
  FORM_MESSAGE_KEYS,
  defaultFormMessages,
  formMessageLabels,
} from '@/features/contact-forms/messages'

const DEFAULT_FORM_TEMPLATE = `<label> სახელი [text* your-name autocomplete:name] </label>

<label> ელფოსტა [email* your-email autocomplete:email] </label>

<label> შეტყობინება [textarea* your-message maxlength:2000] </label>

[submit "გაგზავნა"]`

/** A Contact Form 7 mail template: the headers and body, with `[field]` and `[_special]` tags. */
function mailFields(kind: 'mail' | 'mail2'): Field[] {
  const isAutoresponder = kind === 'mail2'
  return [
    ...(isAutoresponder
      ? [
          {
            name: 'active',
            type: 'checkbox',
            label: 'Send a second mail (an autoresponder to the visitor)',
            defaultValue: false,
          } satisfies Field,
          {
            name: 'echoVisitorText',
            type: 'checkbox',
            label: "Include the visitor's answers",
            defaultValue: false,
            admin: {
              description:
                "Off: any mail of this form that goes to an address the visitor typed leaves their answers out (field tags, and their IP, browser and page, are empty in it), so nobody can use the form to send their text to someone else's address.",
            },
          } satisfies Field,
        ]
      : []),
    {
      type: 'row',
      fields: [
        {
          name: 'to',
          type: 'text',
          required: !isAutoresponder,
          defaultValue: isAutoresponder ? '[your-email]' : '[_site_admin_email]',
          admin: { width: '50%', description: 'Addresses, comma separated; may use [field] tags' },
        },
        {
          name: 'from',
          type: 'text',
          defaultValue: '[_site_title] <[_site_admin_email]>',
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'subject',
          type: 'text',
          localized: true,
          defaultValue: '[_site_title]: "[your-subject]"',
          admin: { width: '50%' },
        },
        {
          name: 'replyTo',
          type: 'text',
          defaultValue: isAutoresponder ? '[_site_admin_email]' : '[your-email]',
          admin: { width: '50%', description: 'Reply-To header' },
        },
      ],
    },
    {
      name: 'body',
      type: 'textarea',
      localized: true,
      admin: { rows: 10 },
      defaultValue: isAutoresponder
        ? 'შეტყობინება:\n[your-message]\n\n-- \nეს წერილი გამოგზავნილია [_site_title]-დან ([_site_url]).'
        : 'გამომგზავნი: [your-name] <[your-email]>\nთემა: [your-subject]\n\nშეტყობინება:\n[your-message]\n\n-- \nეს წერილი გამოგზავნილია [_site_title]-ის საკონტაქტო ფორმით ([_site_url]).',
    },
    {
      name: 'attachments',
      type: 'text',
      admin: { description: 'File fields to attach, e.g. [your-file]' },
    },
  ]
}

const messageFields: Field[] = FORM_MESSAGE_KEYS.map((key) => ({
  name: key,
  type: 'text',
  localized: true,
  label: formMessageLabels[key],
  // Each locale starts from Contact Form 7's wording in that language.
  defaultValue: ({ locale }: { locale?: string }) =>
    defaultFormMessages[isLocale(locale) ? locale : 'ka'][key],
}))

/**
 * Contact forms as Contact Form 7 defines them: form-tag markup, the mail to the site, an optional
 * autoresponder, and the messages per status. A form from the original site imports verbatim.
 */
export const Forms: CollectionConfig = {
  slug: 'forms',
  labels: { singular: 'Contact form', plural: 'Contact forms' },
  access: editorsOnly,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'id', 'updatedAt'],
    group: 'Forms',
    description:
      'Contact Form 7 compatible forms. Put one on a page with the "Contact form" block.',
  },
  hooks: {
    afterChange: [
      ({ doc }) => {
        forgetCachedForm(doc.id)
        return doc
      },
    ],
    afterDelete: [
      ({ doc }) => {
        forgetCachedForm(doc.id)
        return doc
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'acceptingSubmissions',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          'When off, the form still shows, but submissions are stored and answered as "aborted" without mail.',
      },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Form',
          fields: [
            {
              name: 'template',
              // A plain textarea: the code field's editor loads from a CDN, which this site never
              // reaches (and CF7 markup needs no highlighting to be pasted).
              type: 'textarea',
              required: true,
              localized: true,
              defaultValue: DEFAULT_FORM_TEMPLATE,
              admin: {
                rows: 18,
                className: 'form-template-field',
                description:
                  'Contact Form 7 form-tags, e.g. [text* your-name], [email* your-email], [submit "Send"].',
              },
            },
            {
              // Parse errors and a live preview of the form, next to the markup.
              name: 'templatePreview',
              type: 'ui',
              admin: {
                components: {
                  Field:
                    '@/features/contact-forms/collections/Forms/TemplatePreview#TemplatePreview',
                },
              },
            },
          ],
        },
        { label: 'Mail', fields: [{ name: 'mail', type: 'group', fields: mailFields('mail') }] },
        {
          label: 'Mail (2)',
          fields: [{ name: 'mail2', type: 'group', fields: mailFields('mail2') }],
        },
        { label: 'Messages', fields: [{ name: 'messages', type: 'group', fields: messageFields }] },
      ],
    },
  ],
}
