import type { Block } from 'payload'

/** Where the block drawer's pictures live in public/: drawn by scripts/block-thumbnails.mjs. */
export const BLOCK_THUMBNAIL_PATH = '/admin/blocks'

/** The block with its drawer thumbnail (its `/styleguide` rendering) and the picture's text. */
export function withThumbnail(block: Block): Block {
  const singular = block.labels?.singular
  // A label in both languages names the picture in the admin's (English).
  const label =
    typeof singular === 'string'
      ? singular
      : singular && typeof singular === 'object' && 'en' in singular
        ? String(singular.en)
        : block.slug
  return {
    ...block,
    imageURL: `${BLOCK_THUMBNAIL_PATH}/${block.slug}.png`,
    imageAltText: `${label}: how the block looks on a page`,
  }
}
