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
  /** A list of links to addresses (a site path or a full URL), one an item. */
  | { type: 'links'; items: { text: string; href: string }[] }

/** What a seed illustration shows (src/lib/seed-kit/illustrations.ts draws each). */
export type ImageMotif =
  // News: the post's subject.
  | 'house'
  | 'city'
  | 'key'
  | 'document'
  | 'mountain'
  | 'coins'
  | 'sea'
  | 'chart'
  // Properties: the building (in Batumi by the sea, in Bakuriani under the mountains) and rooms.
  | 'flat'
  | 'flat-sea'
  | 'flat-mountain'
  | 'cottage'
  | 'shop'
  | 'interior'
  | 'bare-room'
  | 'entrance'
  // People and events.
  | 'portrait'
  | 'calendar'
  | 'meeting'
