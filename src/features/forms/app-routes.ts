import 'server-only'

import { getPayloadClient } from '@/data/payload'

import { contactFormRoutes } from './routes'

/** The Contact Form 7 REST handlers of the running app. */
export const appContactFormRoutes = contactFormRoutes(getPayloadClient)
