import { getPayloadClient } from '@/data/payload'
import { newsletterRoutes } from '@/features/newsletter/app'

export const dynamic = 'force-dynamic'

/** RFC 8058 one-click unsubscribe (`List-Unsubscribe-Post`), and the unsubscribe page's button. */
export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return newsletterRoutes(getPayloadClient).oneClick(request, (await params).locale)
}
