import type { CollectionConfig } from 'payload'

import { publishedContent } from '@/access'
import { hideUntitledDrafts } from '@/collections/untitled-drafts'
import { slugField } from '@/fields/slug'
import { previewUrl } from '@/utilities/preview-url'

import { portfolioPaths } from '../../model/paths'

/**
 * A project the firm completed (a purchase, a renovation, a development): the theme's
 * `stm_portfolio` post type. Like properties: drafts with autosave, scheduled publishing and live
 * preview; visitors read published projects only (the pages, the block, the load-more call, the
 * sitemap and search).
 */
export const Portfolio: CollectionConfig = {
  slug: 'portfolio',
  labels: { singular: 'Project', plural: 'Portfolio' },
  access: publishedContent,
  defaultSort: '-createdAt',
  admin: {
    baseFilter: hideUntitledDrafts('portfolio'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'categories', 'year', '_status'],
    group: 'Portfolio',
    livePreview: {
      url: ({ data, locale }) =>
        previewUrl('portfolio', data?.slug, locale?.code, portfolioPaths.project),
    },
    preview: (data, { locale }) =>
      previewUrl('portfolio', data?.slug, locale, portfolioPaths.project),
  },
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 30 },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'portfolio-categories',
      hasMany: true,
      index: true,
    },
    {
      name: 'featuredImage',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'The card and the top of the project page.' },
    },
    {
      name: 'gallery',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: 20,
    },
    {
      name: 'year',
      type: 'number',
      min: 1990,
      max: 2100,
      admin: { description: 'The year the project was finished (shown on the card and the page).' },
    },
    {
      name: 'location',
      type: 'group',
      fields: [
        { name: 'address', type: 'text', localized: true, maxLength: 200 },
        {
          type: 'row',
          fields: [
            { name: 'latitude', type: 'number', min: -90, max: 90 },
            { name: 'longitude', type: 'number', min: -180, max: 180 },
          ],
        },
      ],
    },
    {
      name: 'summary',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      admin: { description: 'One or two sentences for the card.' },
    },
    {
      name: 'caseStudy',
      type: 'textarea',
      localized: true,
      maxLength: 10_000,
      admin: { description: 'The short case study: paragraphs separated by an empty line.' },
    },
    {
      name: 'clientQuote',
      type: 'group',
      fields: [
        { name: 'quote', type: 'textarea', localized: true, maxLength: 1000 },
        { name: 'clientName', type: 'text', localized: true, maxLength: 120 },
      ],
    },
  ],
}
