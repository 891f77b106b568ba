import { MediaImage } from '@/components/MediaImage'
import type { MediaBlock } from '@/payload-types'

import type { BlockProps } from '../types'

export function MediaBlockComponent({ block, index }: BlockProps<MediaBlock>) {
  const caption = block.caption || (typeof block.media === 'object' ? block.media?.caption : null)
  return (
    <figure className={`media-figure media-${block.width ?? 'content'}`}>
      <MediaImage
        media={block.media}
        size="hero"
        sizes="(max-width: 1024px) 100vw, 960px"
        priority={index === 0}
      />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}
