/** What the Next app mounts: the newsletter's routes and the block's component. */
import 'server-only'

import { getPayloadClient } from '@/data/payload'

import { newsletterRoutes } from './server/routes'

export { NewsletterComponent } from './block/Component'

const routes = newsletterRoutes(getPayloadClient)
export const sendmailRoute = routes.sendmail
export const subscribeFormRoute = routes.formPost
export const confirmRoute = routes.confirm
export const oneClickRoute = routes.oneClick
export { ConfirmPage, noticeMetadata, ResultPage, UnsubscribePage } from './views/pages'

/** The block's examples for /styleguide. */
export { fixtures as newsletterFixtures } from './block/fixtures'
