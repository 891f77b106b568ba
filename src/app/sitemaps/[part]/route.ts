import { getPayloadClient } from '@/data/payload'
import { sitemapPartResponse } from '@/data/sitemap'
import { featureSitemapPaths } from '@/features/app-registry'

// `/sitemap-{n}.xml` (rewritten here by next.config.ts): a part of the sitemap index.
export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const { part } = await params
  return sitemapPartResponse(/^\d{1,6}$/.test(part) ? Number(part) : -1, async () =>
    featureSitemapPaths(await getPayloadClient()),
  )
}
