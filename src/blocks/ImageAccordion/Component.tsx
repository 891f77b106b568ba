/**
 * Image panels that open one at a time, with no script: each item is a `<details>` sharing a
 * `name` (the browser closes the others), its summary a disclosure button whose expanded state
 * the browser exposes, over the item's image. Wide screens lay the items side by side, the open
 * one widest; phones stack them. An item's link is rendered only when the link rule allows it.
 */
import { MediaImage } from '@/components/MediaImage'
import { itemAnchor } from '@/fields/anchor'
import { getTranslator } from '@/i18n'
import type { ImageAccordionBlock } from '@/payload-types'

import type { BlockProps } from '@/lib/block-kit/types'

import { allowedItemLink } from './link-rule'

import './image-accordion.css'

export function ImageAccordionComponent({ block, locale }: BlockProps<ImageAccordionBlock>) {
  const t = getTranslator(locale)
  const group = itemAnchor(null, block.id, 'image-accordion', 0)
  const Title = block.heading ? 'h3' : 'h2'
  return (
    <div className="image-accordion-block">
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      <div className="image-accordion">
        {block.items.map((item, i) => {
          const href = allowedItemLink(item.link)
          return (
            <div key={item.id ?? i} className="image-accordion-item">
              <MediaImage
                media={item.image}
                size="card"
                sizes="(max-width: 767px) 100vw, 60vw"
                className="image-accordion-image"
              />
              <details
                name={group}
                open={block.openFirst !== false && i === 0}
                className="image-accordion-panel"
              >
                <summary className="image-accordion-title">
                  <Title>{item.title}</Title>
                </summary>
                <div className="image-accordion-body">
                  {item.text ? <p>{item.text}</p> : null}
                  {href ? (
                    <a href={href} className="image-accordion-link">
                      {item.linkLabel || t('readMore')}
                    </a>
                  ) : null}
                </div>
              </details>
            </div>
          )
        })}
      </div>
    </div>
  )
}
