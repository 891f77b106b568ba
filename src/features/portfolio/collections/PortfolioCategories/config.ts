import type { CollectionConfig } from 'payload'

import { publicContent } from '@/access'
import { slugField } from '@/fields/slug'

/** A kind of project (purchases, renovations, developments): the portfolio's category links. */
export const PortfolioCategories: CollectionConfig = {
  slug: 'portfolio-categories',
  labels: { singular: 'Portfolio category', plural: 'Portfolio categories' },
  access: publicContent,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug'], group: 'Portfolio' },
  fields: [{ name: 'title', type: 'text', required: true, localized: true }, slugField()],
}
