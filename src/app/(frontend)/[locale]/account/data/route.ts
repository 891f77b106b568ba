import { getPayloadClient } from '@/data/payload'
import { visitorDataRoute } from '@/features/accounts/app'

// Per visitor (the session cookie): never cached.
export const dynamic = 'force-dynamic'
export const GET = (request: Request) => visitorDataRoute(getPayloadClient, request)
