import { taxonomy } from '../taxonomy'

/** News tags. */
export const Tags = taxonomy('tags')
