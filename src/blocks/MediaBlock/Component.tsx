import { LightboxLink } from '@/components/lightbox/LightboxLink'
import { lightboxTypeOf } from '@/components/lightbox/model/link-type'
import { MediaImage } from '@/components/MediaImage'
import { Tilt } from '@/components/tilt/Tilt.lazy'
import type { MediaBlock } from '@/payload-types'

import type { BlockProps } from '@/lib/block-kit/types'
import { serverUrl } from '@/utilities/server-url'

export function MediaBlockComponent({ block, index }: BlockProps<MediaBlock>) {
  const caption = block.caption || (typeof block.media === 'object' ? block.media?.caption : null)
  const picture = (
    <MediaImage
      media={block.media}
      size="hero"
      sizes="(max-width: 1024px) 100vw, 960px"
      priority={index === 0}
    />
  )
  // "Open full size in the lightbox": the picture links its original file (a video has none).
  const full = block.openFullSize && typeof block.media === 'object' ? block.media?.url : null
  const image =
    full && lightboxTypeOf(full, serverUrl()) === 'image' ? (
      <LightboxLink
        type={block.gallery ? 'gallery' : 'image'}
        group={block.gallery ?? undefined}
        href={full}
        title={caption ?? undefined}
        className="media-open"
      >
        {picture}
      </LightboxLink>
    ) : (
      picture
    )
  return (
    <figure className={`media-figure media-${block.width ?? 'content'}`}>
      {block.tilt ? <Tilt className="media-tilt">{image}</Tilt> : image}
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}
