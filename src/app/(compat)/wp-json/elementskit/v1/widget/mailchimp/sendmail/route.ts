import { getPayloadClient } from '@/data/payload'
import { newsletterRoutes } from '@/features/newsletter/app'

export const dynamic = 'force-dynamic'
export const GET = newsletterRoutes(getPayloadClient).sendmail
