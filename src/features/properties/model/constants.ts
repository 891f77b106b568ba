/** The properties feature's fixed vocabularies. Isomorphic. */

export const CITIES = [
  { value: 'tbilisi', label: 'Tbilisi' },
  { value: 'batumi', label: 'Batumi' },
  { value: 'bakuriani', label: 'Bakuriani' },
] as const
export type City = (typeof CITIES)[number]['value']

export const DEAL_TYPES = ['sale', 'rent'] as const
export type DealType = (typeof DEAL_TYPES)[number]

export const PROPERTY_STATUSES = ['available', 'reserved', 'sold'] as const
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number]

/** Properties per page of `/properties` when the page's loop grid does not say. */
export const PROPERTIES_PAGE_SIZE = 9

/**
 * The title of the contact form the seed makes for property enquiries (the site settings'
 * `propertyEnquiryForm` names the form a property page embeds). Its mail names the listing
 * through Contact Form 7's `[_post_title]` and `[_post_url]`.
 */
export const PROPERTY_ENQUIRY_FORM_TITLE = 'Property enquiry'
