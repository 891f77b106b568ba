import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { publicContent } from '@/access'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidate'

/**
 * Browsers keep a public image a week: a new upload, or a replaced file, gets a name of its own
 * (Payload never reuses a name in use), so a week's copy is only stale when a file is deleted and
 * another is uploaded under the very same name.
 */
const MEDIA_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400'

export const Media: CollectionConfig = {
  slug: 'media',
  access: publicContent,
  admin: { useAsTitle: 'alt' },
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'alt', type: 'text', required: true, localized: true },
    { name: 'caption', type: 'text', localized: true },
  ],
  upload: {
    // Read at run time (MEDIA_DIR or ./data/media); not a build input.
    staticDir: path.resolve(
      /*turbopackIgnore: true*/ process.env.MEDIA_DIR || path.join(process.cwd(), 'data', 'media'),
    ),
    // Images, and video files for the video pop-up (no sizes are made for those).
    mimeTypes: ['image/*', 'video/mp4', 'video/webm'],
    focalPoint: true,
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', MEDIA_CACHE_CONTROL)
    },
    adminThumbnail: 'thumbnail',
    formatOptions: { format: 'webp', options: { quality: 80 } },
    imageSizes: [
      {
        name: 'thumbnail',
        width: 400,
        height: 300,
        formatOptions: { format: 'webp', options: { quality: 72 } },
      },
      {
        name: 'card',
        width: 768,
        height: 480,
        formatOptions: { format: 'webp', options: { quality: 72 } },
      },
      { name: 'hero', width: 1600, formatOptions: { format: 'webp', options: { quality: 75 } } },
      {
        name: 'og',
        width: 1200,
        height: 630,
        formatOptions: { format: 'jpeg', options: { quality: 80 } },
      },
    ],
  },
}
