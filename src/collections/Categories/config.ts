import { taxonomy } from '../taxonomy'

/** News categories; a category's description heads its list of posts. */
export const Categories = taxonomy('categories', [
  { name: 'description', type: 'textarea', localized: true },
])
