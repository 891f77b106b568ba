/**
 * Progress bars and circles: the final values are in the HTML (role="progressbar" with its
 * value); once the block scrolls into view (`data-appear`, the page's one observer) CSS fills
 * them from zero in 300 ms. No script of its own; nothing moves on phones or for reduced motion.
 */
import type { CSSProperties } from 'react'

import { hexColour } from '@/lib/colour'
import type { ProgressBlock } from '@/payload-types'
import { PROGRESS_BAR_ANIMATION_MS } from '@/shared/constants'

import type { BlockProps } from '@/lib/block-kit/types'
import { Ring } from './Ring'
import './progress.css'

const CIRCLE = { size: 120, lineWidth: 10 }

export function ProgressComponent({ block }: BlockProps<ProgressBlock>) {
  const colour = hexColour(block.colour)
  const style = {
    '--progress-ms': `${PROGRESS_BAR_ANIMATION_MS}ms`,
    ...(colour ? { '--widget-colour': colour } : {}),
  } as CSSProperties
  const circles = block.style === 'circle'
  return (
    <div
      className={`progress-block progress-${circles ? 'circles' : 'bars'}`}
      data-appear=""
      style={style}
    >
      {block.heading ? <h2>{block.heading}</h2> : null}
      <ul role="list">
        {block.items.map((item, i) => {
          const value = Math.round(Math.min(100, Math.max(0, item.percent)))
          const labelId = `progress-${block.id ?? 'b'}-${i}`
          return (
            <li key={item.id ?? i}>
              <span id={labelId} className="progress-label">
                {item.label}
              </span>
              <div
                role="progressbar"
                aria-labelledby={labelId}
                aria-valuenow={value}
                aria-valuemin={0}
                aria-valuemax={100}
                className="progress-track"
                style={{ '--progress': value / 100 } as CSSProperties}
              >
                {circles ? (
                  <Ring size={CIRCLE.size} lineWidth={CIRCLE.lineWidth} percent={value} />
                ) : (
                  <span className="progress-fill" />
                )}
                <span className="progress-value" aria-hidden="true">
                  {value}%
                </span>
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
