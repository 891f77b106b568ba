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
} as const

/** Longest value kept of each text field. */
export const FIELD_MAX_CHARS = { email: 254, name: 100, phone: 40, page: 500 } as const

/** The token action of the REST call's `X-WP-Nonce` (fetched from the nonce route). */
export const NEWSLETTER_TOKEN_ACTION = 'sakhli_newsletter_subscribe'

export const NEWSLETTER_REST_PATH = '/wp-json/elementskit/v1/widget/mailchimp/sendmail/'
