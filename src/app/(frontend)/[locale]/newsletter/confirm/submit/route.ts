import { getPayloadClient } from '@/data/payload'
import { newsletterRoutes } from '@/features/newsletter/app'

export const dynamic = 'force-dynamic'

/** The confirm page's button: only this POST confirms a subscription (opening the link does not). */
export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return newsletterRoutes(getPayloadClient).confirm(request, (await params).locale)
}
