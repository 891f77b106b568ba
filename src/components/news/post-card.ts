import type { Post } from '@/payload-types'

/** What a news card shows of a post; the news queries (src/data/posts.ts) select these fields. */
export type PostCard = Pick<
  Post,
  'id' | 'title' | 'slug' | 'excerpt' | 'heroImage' | 'publishedAt' | 'categories'
>
