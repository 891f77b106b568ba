import { getPayloadClient } from '@/data/payload'
import { sitemapResponse } from '@/data/sitemap'
import { featureSitemapPaths } from '@/features/app-registry'

// Read at request time: the build never touches the database, so it serves any database.
export const dynamic = 'force-dynamic'

export const GET = () => sitemapResponse(async () => featureSitemapPaths(await getPayloadClient()))
