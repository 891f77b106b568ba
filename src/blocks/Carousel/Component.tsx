/**
 * A carousel of cards. The server renders every slide (readable without JavaScript, in a native
 * scroll-snap row sized by the breakpoint CSS); the lazy client part adds Embla, the controls and
 * autoplay.
 */
import { MediaImage } from '@/components/MediaImage'
import { getTranslator } from '@/i18n'
import type { CarouselBlock } from '@/payload-types'

import type { BlockProps } from '@/lib/block-kit/types'
import { carouselCss } from './breakpoints'
import { Carousel } from './Carousel.lazy'
import './carousel.css'

export function CarouselComponent({ block, locale }: BlockProps<CarouselBlock>) {
  const t = getTranslator(locale)
  const id = `carousel-${block.id ?? 'block'}`
  const label = block.heading || t('carouselLabel')
  return (
    <section id={id} className="carousel" aria-roledescription="carousel" aria-label={label}>
      {/* Items per width from the one set of constants (breakpoints.ts), before any script. */}
      <style>{carouselCss(`#${id}`, block.perRow ?? 3)}</style>
      {block.heading ? <h2 className="carousel-heading">{block.heading}</h2> : null}
      <Carousel
        id={id}
        autoplay={block.autoplay !== false && block.items.length > 1}
        labels={{
          carousel: label,
          previous: t('previousSlide'),
          next: t('nextSlide'),
          pause: t('pauseSlides'),
          play: t('playSlides'),
          slideOf: t('slideOf'),
        }}
      >
        {block.items.map((item, i) => (
          <figure key={item.id ?? i} className="carousel-card">
            <blockquote>
              <p>{item.text}</p>
            </blockquote>
            {item.author || item.image ? (
              <figcaption>
                <MediaImage
                  media={item.image}
                  size="thumbnail"
                  sizes="64px"
                  className="carousel-avatar"
                />
                <span>
                  {item.author ? <strong>{item.author}</strong> : null}
                  {item.role ? <span className="carousel-role">{item.role}</span> : null}
                </span>
              </figcaption>
            ) : null}
          </figure>
        ))}
      </Carousel>
    </section>
  )
}
