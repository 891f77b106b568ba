/** Every feature of the site, once: the Payload config and the admin-ajax dispatcher read this. */
import { accountsFeature } from './accounts'
import { contactFormsFeature } from './contact-forms'
import { eventsFeature } from './events'
import type { Feature } from './feature'
import { mailFeature } from './mail'
import { newsletterFeature } from './newsletter'
import { propertiesFeature } from './properties'
import { spamFeature } from './spam'
import { widgetAreasFeature } from './widget-areas'

export const features: Feature[] = [
  contactFormsFeature,
  mailFeature,
  spamFeature,
  eventsFeature,
  accountsFeature,
  newsletterFeature,
  widgetAreasFeature,
  propertiesFeature,
]
