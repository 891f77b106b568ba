/** What the Next app mounts: the CF7 REST handlers and the block's component. */
import 'server-only'

import { getPayloadClient } from '@/data/payload'

import { contactFormRoutes } from './server/routes'

export { ContactFormComponent } from './block/Component'

const routes = contactFormRoutes(getPayloadClient)
export const feedbackRoute = routes.feedback
export const schemaRoute = routes.schema
export const refillRoute = routes.refill

/** The block's examples for /styleguide. */
export { fixtures as contactFormFixtures } from './block/fixtures'
