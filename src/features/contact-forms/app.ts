/** What the Next app mounts: the CF7 REST handlers and the block's component. */
import 'server-only'

export { ContactFormComponent } from './block/Component'

/** The CF7 calls, given Payload by their caller: `contactFormRoutes(getPayload).feedback`… */
export { contactFormRoutes } from './server/routes'

/** The block's examples for /styleguide. */
export { fixtures as contactFormFixtures } from './block/fixtures'
