/**
 * Info tips: a list of terms, each with a short explanation in a tooltip (the WAI-ARIA tooltip
 * pattern: the term is a button described by its tooltip, which shows on hover and on focus;
 * Escape hides it). Showing is CSS, so it works without JavaScript; the small client part only
 * lets Escape dismiss it.
 */
import type { InfoTipsBlock } from '@/payload-types'

import { itemAnchor } from '@/fields/anchor'

import type { BlockProps } from '@/lib/block-kit/types'

import { InfoTip } from './InfoTip.lazy'

import './info-tips.css'

export function InfoTipsComponent({ block }: BlockProps<InfoTipsBlock>) {
  return (
    <div className="info-tips-block">
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      {block.intro ? <p className="lead">{block.intro}</p> : null}
      <ul className="info-tips" role="list">
        {block.tips.map((item, i) => (
          <li key={item.id ?? i} className="info-tips-item">
            <InfoTip id={itemAnchor(null, block.id, 'tip', i)} term={item.term} tip={item.tip} />
            {item.text ? <span className="info-tips-text">{item.text}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
