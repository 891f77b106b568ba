/** One outbox for every e-mail the site sends. */
import type { Feature } from '@/features/feature'

import { MailOutbox } from './collections/MailOutbox/config'

export const mailFeature: Feature = {
  name: 'mail',
  collections: [MailOutbox],
}
