import { MediaImage } from '@/components/MediaImage'
import { BlockLink } from '@/components/BlockLink'
import type { HeroBlock } from '@/payload-types'

import type { BlockProps } from '@/lib/block-kit/types'

export function HeroComponent({ block, locale, index }: BlockProps<HeroBlock>) {
  const Heading = index === 0 ? 'h1' : 'h2'
  return (
    <div className={`hero${block.image ? ' hero-with-image' : ''}`}>
      <div className="hero-text">
        <Heading className="hero-heading">{block.heading}</Heading>
        {block.text ? <p className="hero-lead">{block.text}</p> : null}
        {block.cta?.href && block.cta.label ? (
          <BlockLink
            link={{ ...block.cta, href: block.cta.href }}
            locale={locale}
            className="button button-primary"
          >
            {block.cta.label}
          </BlockLink>
        ) : null}
      </div>
      {block.image ? (
        <MediaImage
          media={block.image}
          size="hero"
          sizes="(max-width: 767px) 100vw, 50vw"
          className="hero-image"
          priority={index === 0}
        />
      ) : null}
    </div>
  )
}
