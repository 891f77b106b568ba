import { BlockLink } from '@/components/BlockLink'
import { Tilted } from '@/components/tilt/Tilted'
import type { CardGridBlock } from '@/payload-types'

import type { BlockProps } from '@/lib/block-kit/types'

export function CardGridComponent({ block, locale }: BlockProps<CardGridBlock>) {
  return (
    <>
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      <ul className="card-grid" role="list">
        {block.cards?.map((card, i) => (
          <Tilted key={card.id ?? i} enabled={block.tilt} as="li" className="card">
            <h3>{card.title}</h3>
            {card.text ? <p>{card.text}</p> : null}
            {card.link?.href && card.link.label ? (
              <BlockLink
                link={{ ...card.link, href: card.link.href }}
                locale={locale}
                className="card-link"
              >
                {card.link.label}
              </BlockLink>
            ) : null}
          </Tilted>
        ))}
      </ul>
    </>
  )
}
