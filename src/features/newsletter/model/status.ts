/** Where a subscriber stands; shared by the collection, the service and the pages. */
export const SUBSCRIBER_STATUSES = ['pending', 'subscribed', 'unsubscribed'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

/** Field names of ElementsKit's mail-chimp widget, as its form posts them. */
export const NEWSLETTER_FIELDS = {
  email: 'email',
  firstName: 'firstname',
  lastName: 'lastname',
  phone: 'phone',
  /** The list id: a query parameter of the REST call, a hidden field of the no-JS form. */
  listed: 'listed',
  /** The page the form was on (consent record). */
  page: '_sakhli_page',
  /** `{page id}:{block id}` of the no-JS form: its result page shows that block's messages. */
  block: '_sakhli_block',
} as const

/** A block reference as the form posts it and the result page reads it. */
export const BLOCK_REF = /^([1-9]\d{0,9}):([A-Za-z0-9_-]{1,64})$/

/** Longest value kept of each text field. */
export const FIELD_MAX_CHARS = { email: 254, name: 100, phone: 40, page: 500 } as const

/** The token action of the REST call's `X-WP-Nonce` (fetched from the nonce route). */
export const NEWSLETTER_TOKEN_ACTION = 'sakhli_newsletter_subscribe'

export const NEWSLETTER_REST_PATH = '/wp-json/elementskit/v1/widget/mailchimp/sendmail/'
