/**
 * Pie charts: each percentage as an SVG ring with its value and label in the HTML (no canvas
 * needed to read it); drawn from zero over PIE_CHART.animateMs once seen (`data-appear`, CSS
 * only), never on phones or for reduced motion.
 */
import type { CSSProperties } from 'react'

import { hexColour } from '@/lib/colour'
import type { PieChartBlock } from '@/payload-types'
import { PIE_CHART, PIE_CHART_KIT } from '@/shared/constants'

import { Ring } from '../Progress/Ring'
import type { BlockProps } from '@/lib/block-kit/types'
import '../Progress/progress.css'
import './pie-chart.css'

export function PieChartComponent({ block }: BlockProps<PieChartBlock>) {
  const { size, lineWidth } = block.variant === 'bold' ? PIE_CHART_KIT : PIE_CHART
  const colour = hexColour(block.colour)
  const style = {
    '--progress-ms': `${PIE_CHART.animateMs}ms`,
    '--pie-size': `${size}px`,
    ...(colour ? { '--widget-colour': colour } : {}),
  } as CSSProperties
  return (
    <div className="pie-charts" data-appear="" style={style}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      <ul className="tiles" role="list">
        {block.charts.map((chart, i) => {
          const value = Math.round(Math.min(100, Math.max(0, chart.percent)))
          return (
            <li key={chart.id ?? i}>
              <figure>
                <div className="pie-chart">
                  <Ring size={size} lineWidth={lineWidth} percent={value} />
                  <span className="pie-value">{value}%</span>
                </div>
                <figcaption>
                  <strong>{chart.label}</strong>
                  {chart.text ? <span>{chart.text}</span> : null}
                </figcaption>
              </figure>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
