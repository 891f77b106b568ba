/**
 * A video pop-up: a poster with a play button; the player (YouTube without cookies, Vimeo, or a
 * `<video>`) is made only when the visitor asks for it, inside the site's pop-up dialog, and
 * removed when it closes. Without JavaScript the poster is a link to the video itself.
 */
import { MediaImage } from '@/components/MediaImage'
import { getTranslator } from '@/i18n'
import type { VideoPopupBlock } from '@/payload-types'

import type { BlockProps } from '@/lib/block-kit/types'

import { videoSourceOf } from './source'
import { VideoPopup } from './VideoPopup.lazy'

import './video-popup.css'

export function VideoPopupComponent({ block, locale, index }: BlockProps<VideoPopupBlock>) {
  const t = getTranslator(locale)
  const source = videoSourceOf(block)
  const poster = (
    <MediaImage
      media={block.poster}
      size="hero"
      sizes="(max-width: 1024px) 100vw, 960px"
      className="video-popup-poster"
      priority={index === 0}
    />
  )
  return (
    <div className="video-popup-block">
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      <figure className="video-popup">
        {source ? (
          <VideoPopup
            source={source}
            title={block.title}
            playLabel={t('videoPlay', { title: block.title })}
            closeLabel={t('close')}
            poster={poster}
          />
        ) : (
          poster
        )}
        {block.caption ? <figcaption>{block.caption}</figcaption> : null}
      </figure>
    </div>
  )
}
