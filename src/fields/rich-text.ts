import {
  LinkFeature,
  RelationshipFeature,
  UploadFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical'
import type { CollectionSlug, UploadCollectionSlug } from 'payload'

/**
 * What rich text may link to or embed: public documents only. Users, form submissions, their
 * files and the mail outbox never appear in the editor's pickers.
 */
export const linkableCollections: CollectionSlug[] = ['pages', 'posts']
export const embeddableUploads: UploadCollectionSlug[] = ['media']

/** The site's one rich-text editor (the root `editor`; no field has its own). */
export function richTextEditor() {
  return lexicalEditor({
    features: ({ defaultFeatures }) => [
      ...defaultFeatures.filter((f) => !['link', 'relationship', 'upload'].includes(f.key)),
      LinkFeature({ enabledCollections: linkableCollections }),
      RelationshipFeature({ enabledCollections: linkableCollections }),
      UploadFeature({ enabledCollections: embeddableUploads }),
    ],
  })
}
