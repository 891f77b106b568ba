/** What seed content is made of: shared by src/seed and the features' seeds. */

/** A link at the end of a paragraph to a page or post of the seed, by slug (an internal link). */
export interface SeedLink {
  text: string
  to: { collection: 'pages' | 'posts'; slug: string }
}

export type SeedBlock =
  | { type: 'p'; text: string; link?: SeedLink }
  | { type: 'h5'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'quote'; text: string }

export type ImageMotif =
  | 'house'
  | 'city'
  | 'key'
  | 'document'
  | 'mountain'
  | 'coins'
  | 'sea'
  | 'chart'
