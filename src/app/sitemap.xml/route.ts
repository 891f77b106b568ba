import { sitemapResponse } from '@/data/sitemap'

// Read at request time: the build never touches the database, so it serves any database.
export const dynamic = 'force-dynamic'

export const GET = () => sitemapResponse()
