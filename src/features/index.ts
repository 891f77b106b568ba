/** Every feature of the site, once: the Payload config and the admin-ajax dispatcher read this. */
import { contactFormsFeature } from './contact-forms'
import type { Feature } from './feature'
import { mailFeature } from './mail'
import { newsletterFeature } from './newsletter'
import { spamFeature } from './spam'

export const features: Feature[] = [
  contactFormsFeature,
  mailFeature,
  newsletterFeature,
  spamFeature,
]
