import { seoPlugin } from '@payloadcms/plugin-seo'
import type { GenerateDescription, GenerateTitle, GenerateURL } from '@payloadcms/plugin-seo/types'
import type { Field, Plugin } from 'payload'

import { isLocale, defaultLocale } from '@/i18n/locales'
import { sitePaths } from '@/utilities/paths'
import { serverUrl } from '@/utilities/server-url'

type SeoDoc = {
  title?: string
  slug?: string
  excerpt?: string
  layout?: Array<{ blockType?: string; text?: string }>
}

export const generateTitle: GenerateTitle<SeoDoc> = ({ doc }) => doc?.title ?? ''

/** Posts: the excerpt; pages: the hero's text (what the page's metadata falls back to anyway). */
export const generateDescription: GenerateDescription<SeoDoc> = ({ doc }) =>
  doc?.excerpt || doc?.layout?.find((block) => block.blockType === 'hero')?.text || ''

export const generateURL: GenerateURL<SeoDoc> = ({ doc, collectionConfig, locale }) => {
  const lang = isLocale(locale) ? locale : defaultLocale
  const slug = doc?.slug ?? ''
  const path =
    collectionConfig?.slug === 'posts' ? sitePaths.post(slug, lang) : sitePaths.page(slug, lang)
  return `${serverUrl()}${path}`
}

/**
 * Keeps the names, types and localization of the SEO group that came before the plugin (title and
 * description per language, one image), so stored values read as they did without a migration.
 */
function keepStoredShape(field: Field): Field {
  if (!('name' in field)) return field
  if (field.name === 'title' && field.type === 'text') return { ...field, maxLength: 70 }
  if (field.name === 'description' && field.type === 'textarea') return { ...field, maxLength: 170 }
  if (field.name === 'image' && field.type === 'upload') {
    // One sharing image for both languages; the plugin's hint about upload sizes is not ours.
    return {
      ...field,
      localized: false,
      admin: { ...field.admin, description: undefined },
    } as Field
  }
  return field
}

/**
 * Payload's SEO plugin on pages and posts: the `meta` group in an "SEO" tab after the collection's
 * own tabs, with length counters, a search-result preview and buttons that fill the title,
 * description and URL from the document. Empty fields fall back to the title, excerpt and hero
 * (see utilities/metadata.ts).
 */
export function seo(): Plugin {
  return seoPlugin({
    collections: ['pages', 'posts'],
    uploadsCollection: 'media',
    tabbedUI: true,
    interfaceName: 'SeoMeta',
    fields: ({ defaultFields }) => defaultFields.map(keepStoredShape),
    generateTitle,
    generateDescription,
    generateURL,
  })
}
