import { getPayloadClient } from '@/data/payload'
import { refreshLoop } from '@/features/loop-grid/app'

export const dynamic = 'force-dynamic'
export const POST = (request: Request) => refreshLoop(getPayloadClient, request)
