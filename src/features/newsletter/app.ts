/** What the Next app mounts: the newsletter's routes and the block's component. */
import 'server-only'

export { NewsletterComponent } from './block/Component'

/** The routes, given Payload by their caller: `newsletterRoutes(getPayload).sendmail`… */
export { newsletterRoutes } from './server/routes'
export { ConfirmPage, noticeMetadata, ResultPage, UnsubscribePage } from './views/pages'

/** The block's examples for /styleguide. */
export { fixtures as newsletterFixtures } from './block/fixtures'
