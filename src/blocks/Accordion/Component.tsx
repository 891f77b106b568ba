/**
 * Cards that open one at a time, with no script: `<details>` sharing a `name` is an exclusive
 * accordion in the browser itself (opening one closes the others), the summary is a button for
 * the keyboard and screen readers, and a link to a card's `#anchor` opens it (the browser reveals
 * a closed `<details>` whose content a fragment points into).
 */
import { RichText } from '@/components/RichText'
import { itemAnchor } from '@/fields/anchor'
import type { AccordionBlock } from '@/payload-types'

import type { BlockProps } from '@/lib/block-kit/types'

import './accordion.css'

export function AccordionComponent({ block, locale }: BlockProps<AccordionBlock>) {
  const group = itemAnchor(null, block.id, 'accordion', 0)
  const Title = block.heading ? 'h3' : 'h2'
  return (
    <div className="accordion-block elementskit-accordion">
      {block.heading ? <h2>{block.heading}</h2> : null}
      {block.items.map((item, i) => (
        <details
          key={item.id ?? i}
          name={group}
          open={block.openFirst !== false && i === 0}
          className="accordion-card elementskit-card"
        >
          <summary className="accordion-title">
            <Title>{item.title}</Title>
          </summary>
          {/* The anchor is on the hidden body: following a link to it opens its card. */}
          <div className="accordion-body" id={itemAnchor(item.anchor, block.id, 'card', i)}>
            <RichText data={item.content} locale={locale} className="prose" />
          </div>
        </details>
      ))}
    </div>
  )
}
