import type { CollectionConfig } from 'payload'

import { type CollectionAccess, isSignedIn, nobody } from '@/access'

/**
 * Site search's index: one row per public page and language (a published post, page, event or
 * listing), written only by the search feature's hooks and rebuild (`server/index-writer.ts`),
 * read by its query function. Editors may look at it; nobody edits it.
 */
export const SearchIndex: CollectionConfig = {
  slug: 'search-index',
  labels: { singular: 'Search entry', plural: 'Search index' },
  access: {
    read: isSignedIn,
    readVersions: isSignedIn,
    create: nobody,
    update: nobody,
    delete: nobody,
  } satisfies CollectionAccess,
  admin: {
    group: 'Site',
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'locale', 'url', 'updatedAt'],
    description:
      'What site search finds: kept in step with published posts, pages, events and listings automatically.',
  },
  indexes: [{ fields: ['source', 'docId', 'locale'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        // The collection and id of the document the row stands for.
        { name: 'source', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'docId', type: 'number', required: true, admin: { readOnly: true } },
        { name: 'locale', type: 'text', required: true, index: true, admin: { readOnly: true } },
        { name: 'kind', type: 'text', required: true, admin: { readOnly: true } },
      ],
    },
    { name: 'url', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'title', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'date', type: 'date', admin: { readOnly: true } },
    // The start of its readable text, for the result's excerpt.
    { name: 'text', type: 'textarea', admin: { readOnly: true } },
    // The normalised terms (model/normalise.ts: indexTerms) the query matches.
    { name: 'titleTerms', type: 'textarea', required: true, admin: { readOnly: true } },
    { name: 'bodyTerms', type: 'textarea', required: true, admin: { readOnly: true } },
    // The normaliser's version the terms were made with: an older one is rebuilt at start.
    { name: 'version', type: 'number', required: true, admin: { readOnly: true } },
  ],
}
