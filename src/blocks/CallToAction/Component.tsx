import { BlockLink } from '@/components/BlockLink'
import type { CallToActionBlock } from '@/payload-types'

import type { BlockProps } from '@/lib/block-kit/types'

export function CallToActionComponent({ block, locale }: BlockProps<CallToActionBlock>) {
  return (
    <div className="cta">
      <div>
        <h2>{block.heading}</h2>
        {block.text ? <p>{block.text}</p> : null}
      </div>
      <div className="cta-links">
        {block.links?.map((link, i) => (
          <BlockLink
            key={link.id ?? i}
            link={link}
            locale={locale}
            className={`button ${i === 0 ? 'button-primary' : 'button-secondary'}`}
          >
            {link.label}
          </BlockLink>
        ))}
      </div>
    </div>
  )
}
