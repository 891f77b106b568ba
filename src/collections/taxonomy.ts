import type { CollectionConfig, Field } from 'payload'

import { publicContent } from '@/access'
import { slugField } from '@/fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidate'

/** Categories and tags share one shape: a localized title, a slug and public read access. */
export function taxonomy(slug: 'categories' | 'tags', extraFields: Field[] = []): CollectionConfig {
  return {
    slug,
    access: publicContent,
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug'], group: 'News' },
    hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
    fields: [
      { name: 'title', type: 'text', required: true, localized: true },
      ...extraFields,
      slugField(),
    ],
  }
}
