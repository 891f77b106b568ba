import { MediaImage } from '@/components/MediaImage'
import { Tilt } from '@/components/tilt/Tilt.lazy'
import type { MediaBlock } from '@/payload-types'

import type { BlockProps } from '@/lib/block-kit/types'

export function MediaBlockComponent({ block, index }: BlockProps<MediaBlock>) {
  const caption = block.caption || (typeof block.media === 'object' ? block.media?.caption : null)
  const image = (
    <MediaImage
      media={block.media}
      size="hero"
      sizes="(max-width: 1024px) 100vw, 960px"
      priority={index === 0}
    />
  )
  return (
    <figure className={`media-figure media-${block.width ?? 'content'}`}>
      {block.tilt ? <Tilt className="media-tilt">{image}</Tilt> : image}
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}
