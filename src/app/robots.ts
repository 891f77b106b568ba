import type { MetadataRoute } from 'next'

import { serverUrl } from '@/utilities/server-url'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/next/', '/wp-admin/'] }],
    sitemap: `${serverUrl()}/sitemap.xml`,
  }
}
