import { getPayloadClient } from '@/data/payload'
import { contactFormRoutes } from '@/features/contact-forms/app'

export const dynamic = 'force-dynamic'
export const POST = contactFormRoutes(getPayloadClient).feedback
