import { getPayloadClient } from '@/data/payload'
import { megaMenuContent } from '@/features/menus/app'

export const dynamic = 'force-dynamic'
export const GET = megaMenuContent(getPayloadClient)
