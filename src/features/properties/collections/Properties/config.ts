import type { CollectionConfig } from 'payload'

import { publishedContent } from '@/access'
import { hideUntitledDrafts } from '@/collections/untitled-drafts'
import { slugField } from '@/fields/slug'
import { previewUrl } from '@/utilities/preview-url'

import { DEAL_TYPES, PROPERTY_STATUSES } from '../../model/constants'
import { propertyPaths } from '../../model/paths'

/**
 * A flat, house or space for sale or rent. District and type are collections of their own (the
 * loop grid filters by them, editors add terms); deal type and status are fixed choices. Like
 * pages (collections/publishable.ts): drafts with autosave, scheduled publishing and live
 * preview; visitors read published listings only (the page, the grid, the sitemap and search).
 */
export const Properties: CollectionConfig = {
  slug: 'properties',
  labels: { singular: 'Property', plural: 'Properties' },
  access: publishedContent,
  defaultSort: '-createdAt',
  admin: {
    baseFilter: hideUntitledDrafts('properties'),
    useAsTitle: 'title',
    defaultColumns: [
      'title',
      'district',
      'propertyType',
      'dealType',
      'priceGel',
      'status',
      '_status',
    ],
    group: 'Properties',
    livePreview: {
      url: ({ data, locale }) =>
        previewUrl('properties', data?.slug, locale?.code, propertyPaths.property),
    },
    preview: (data, { locale }) =>
      previewUrl('properties', data?.slug, locale, propertyPaths.property),
  },
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 30 },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    {
      name: 'gallery',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: 20,
      admin: { description: 'The first image is the card image.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'dealType',
          type: 'select',
          required: true,
          defaultValue: 'sale',
          index: true,
          options: DEAL_TYPES.map((value) => ({
            label: value === 'sale' ? 'Sale' : 'Rent',
            value,
          })),
          admin: { width: '50%' },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'available',
          // PostgreSQL would name this enum as it names the drafts' `_status` (enum_properties_status).
          enumName: ({ tableName }) => `enum_${tableName}_listing_status`,
          index: true,
          options: PROPERTY_STATUSES.map((value) => ({
            label: value[0]!.toUpperCase() + value.slice(1),
            value,
          })),
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'priceGel',
          type: 'number',
          min: 0,
          admin: { width: '50%', description: 'GEL (a month for rent).' },
        },
        {
          name: 'priceUsd',
          type: 'number',
          min: 0,
          admin: { width: '50%', description: 'USD (a month for rent).' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'area', type: 'number', min: 1, admin: { width: '33%', description: 'm²' } },
        { name: 'rooms', type: 'number', min: 0, max: 100, admin: { width: '33%' } },
        { name: 'floor', type: 'number', min: -5, max: 200, admin: { width: '33%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'district',
          type: 'relationship',
          relationTo: 'property-districts',
          required: true,
          index: true,
          admin: { width: '50%' },
        },
        {
          name: 'propertyType',
          type: 'relationship',
          relationTo: 'property-types',
          required: true,
          index: true,
          admin: { width: '50%' },
        },
      ],
    },
    { name: 'address', type: 'text', localized: true },
    {
      name: 'location',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'latitude', type: 'number', min: -90, max: 90 },
            { name: 'longitude', type: 'number', min: -180, max: 180 },
          ],
        },
      ],
    },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'agent',
      type: 'group',
      admin: {
        description:
          "Who answers for this listing, shown on its page. Without a phone the page gives the office's (site settings).",
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', localized: true, admin: { width: '34%' } },
            {
              name: 'phone',
              type: 'text',
              admin: { width: '33%', placeholder: '+995 5XX XX XX XX' },
            },
            { name: 'email', type: 'email', admin: { width: '33%' } },
          ],
        },
      ],
    },
  ],
}
