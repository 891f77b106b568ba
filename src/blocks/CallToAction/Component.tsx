import { SmartLink } from '@/components/SmartLink'
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
          <SmartLink
            key={link.id ?? i}
            href={link.href}
            locale={locale}
            className={`button ${i === 0 ? 'button-primary' : 'button-secondary'}`}
          >
            {link.label}
          </SmartLink>
        ))}
      </div>
    </div>
  )
}
