import { confirmSeatWithoutScript } from '@/features/events/app'

type Context = { params: Promise<{ locale: string }> }

/** The confirm page's button: confirms the held seat, 303 to the answer. */
export async function POST(request: Request, { params }: Context) {
  return confirmSeatWithoutScript(request, (await params).locale)
}
