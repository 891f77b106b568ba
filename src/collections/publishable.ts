import type { CollectionConfig, Field } from 'payload'

import { publishedContent } from '@/access'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidate'
import { previewUrl } from '@/utilities/preview-url'

type Publishable = Pick<CollectionConfig, 'access' | 'hooks' | 'versions'> & {
  admin: Pick<NonNullable<CollectionConfig['admin']>, 'livePreview' | 'preview'>
}

/**
 * What pages and posts share: visitors read published documents only, editors get drafts with
 * autosave, scheduled publishing and live preview, and every publish revalidates the site.
 */
export function publishable(slug: 'pages' | 'posts'): Publishable {
  return {
    access: publishedContent,
    admin: {
      livePreview: { url: ({ data, locale }) => previewUrl(slug, data?.slug, locale?.code) },
      preview: (data, { locale }) => previewUrl(slug, data?.slug, locale),
    },
    hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
    versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 30 },
  }
}

/**
 * A page's or post's first field: a Content tab with the localized title, then `fields`. Tabs come
 * first: the SEO plugin (fields/seo.ts) adds its tab after this one.
 */
export function contentTab(fields: Field[]): Field {
  return {
    type: 'tabs',
    tabs: [
      {
        label: 'Content',
        fields: [{ name: 'title', type: 'text', required: true, localized: true }, ...fields],
      },
    ],
  }
}
