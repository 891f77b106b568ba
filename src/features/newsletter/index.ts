/**
 * The newsletter: ElementsKit's mail-chimp widget, answered by this site (docs/compatibility.md,
 * "Newsletter: ElementsKit sendmail"): lists,
 * subscribers with their consent, double opt-in, one-click unsubscribe, CSV export and optional
 * forwarding to Mailchimp. The app's routes and the block component are in `./app.ts`.
 */
import type { Feature } from '@/features/feature'
import { isWebServer } from '@/lib/runtime'

import { NewsletterLists } from './collections/NewsletterLists/config'
import { Subscribers } from './collections/Subscribers/config'
import { NEWSLETTER_TOKEN_ACTION } from './model/status'
import { seedNewsletterPage } from './seed'

export const newsletterFeature: Feature = {
  name: 'newsletter',
  collections: [NewsletterLists, Subscribers],
  onInit: async (payload) => {
    // The web server only (not `next build`, the CLI or tests), like the mail worker.
    if (!isWebServer() || process.env.MAILCHIMP_FORWARDER === 'off') return
    const { startMailchimpForwarder } = await import('./server/mailchimp')
    startMailchimpForwarder(payload)
  },
  seed: seedNewsletterPage,
  ajaxActions: [
    {
      // The REST call's `X-WP-Nonce`: registered so the nonce route and the refresh call issue it.
      // Posted to admin-ajax, it subscribes exactly like the REST call.
      action: NEWSLETTER_TOKEN_ACTION,
      rateLimit: false,
      writes: true,
      handle: async (ctx) => (await import('./server/subscribe-ajax')).subscribeAjax(ctx),
    },
  ],
}

export { NewsletterBlock } from './block/config'
export { newsletterHomeBlock, seedNewsletter, seedNewsletterList } from './seed'
