import type { Field, FieldHook } from 'payload'

import { GEORGIAN_TO_LATIN } from '@/shared/georgian-latin'

/** Latin, lower-case, hyphenated slug; Georgian letters are transliterated (national system). */
export function slugify(value: string): string {
  return Array.from(value.toLowerCase())
    .map((ch) => GEORGIAN_TO_LATIN[ch] ?? ch)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
}

const formatSlug =
  (fallbackField: string): FieldHook =>
  ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value)
    const source = data?.[fallbackField] ?? originalDoc?.[fallbackField]
    return typeof source === 'string' ? slugify(source) : value
  }

export function slugField(fallbackField = 'title'): Field {
  return {
    name: 'slug',
    type: 'text',
    index: true,
    unique: true,
    admin: {
      position: 'sidebar',
      description: 'URL part (Latin letters). Left empty, it is made from the title.',
    },
    hooks: { beforeValidate: [formatSlug(fallbackField)] },
  }
}
