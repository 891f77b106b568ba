/** Marks a newly confirmed subscriber for forwarding to Mailchimp, when their list has a key. */
import type { Payload } from 'payload'

import type { NewsletterList, Subscriber } from '@/payload-types'

export async function queueForwarding(payload: Payload, subscriber: Subscriber): Promise<void> {
  if (subscriber.status !== 'subscribed') return
  const list =
    typeof subscriber.list === 'object'
      ? subscriber.list
      : ((await payload.findByID({
          collection: 'newsletter-lists',
          id: subscriber.list,
          depth: 0,
          overrideAccess: true,
        })) as NewsletterList)
  if (!list.mailchimpApiKey || !list.mailchimpAudienceId) return
  await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: {
      mailchimp: { state: 'queued', attempts: 0, nextAttemptAt: new Date().toISOString() },
    },
    overrideAccess: true,
  })
}
