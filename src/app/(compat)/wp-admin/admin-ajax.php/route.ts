import { getPayloadClient } from '@/data/payload'
import { ajaxRoute } from '@/features/ajax'

// Answers depend on the body and carry per-request tokens: never prerendered or cached. WordPress
// accepts actions by GET too (e.g. the select library's `q` queries).
export const dynamic = 'force-dynamic'

const dispatch = ajaxRoute(getPayloadClient)
export { dispatch as GET, dispatch as POST }
