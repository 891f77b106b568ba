import type { NumberField } from 'payload'

/** How many times a queued delivery (a mail, a Mailchimp forward) has been tried; read-only. */
export const attemptsField: NumberField = {
  name: 'attempts',
  type: 'number',
  defaultValue: 0,
  admin: { readOnly: true, width: '25%' },
}
