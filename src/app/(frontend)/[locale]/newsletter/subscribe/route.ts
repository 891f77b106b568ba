import { subscribeFormRoute } from '@/features/newsletter/app'

export const dynamic = 'force-dynamic'

/** The newsletter form posted without JavaScript. */
export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return subscribeFormRoute(request, (await params).locale)
}
