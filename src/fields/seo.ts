import type { Field } from 'payload'

/** Per-document SEO fields; empty ones fall back to the title, excerpt and hero image. */
export const seoFields: Field = {
  name: 'meta',
  type: 'group',
  label: 'SEO',
  interfaceName: 'SeoMeta',
  fields: [
    { name: 'title', type: 'text', localized: true, maxLength: 70 },
    { name: 'description', type: 'textarea', localized: true, maxLength: 170 },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
