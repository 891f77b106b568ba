import { useId } from 'react'

import { chartGeometry, DEFAULT_BOX, type ChartSeries } from '../model/chart'

/**
 * A line chart as SVG, drawn on the server: an image to assistive technology (`role="img"`, its
 * title and a description of what it shows), horizontal grid lines at round values, a label under
 * every other month, one line per series. Scales with its container (viewBox).
 */
export function LineChart({
  title,
  description,
  labels,
  series,
  formatTick,
}: {
  title: string
  description: string
  labels: string[]
  series: ChartSeries[]
  formatTick: (value: number) => string
}) {
  const id = useId()
  const geometry = chartGeometry(series, labels.length)
  const { width, height, padding } = DEFAULT_BOX
  const every = labels.length > 8 ? Math.ceil(labels.length / 6) : 1
  return (
    <svg
      className="market-chart-svg"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <g className="market-chart-grid" aria-hidden="true">
        {geometry.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={padding.left} x2={width - padding.right} y1={tick.y} y2={tick.y} />
            <text x={padding.left - 8} y={tick.y} textAnchor="end" dominantBaseline="middle">
              {formatTick(tick.value)}
            </text>
          </g>
        ))}
        {/* Counted from the latest month, which is always labelled: evenly spaced, no two
            labels meet; the ends are anchored inside the box. */}
        {geometry.xs.map((x, i) =>
          (labels.length - 1 - i) % every === 0 ? (
            <text
              key={labels[i]}
              x={x}
              y={height - padding.bottom + 20}
              textAnchor={
                i === labels.length - 1 && labels.length > 1 ? 'end' : i === 0 ? 'start' : 'middle'
              }
            >
              {labels[i]}
            </text>
          ) : null,
        )}
      </g>
      <g className="market-chart-lines" aria-hidden="true">
        {geometry.paths.map((path) => (
          <g key={path.label} style={{ color: path.colour }}>
            {path.d ? (
              <path d={path.d} fill="none" stroke="currentColor" strokeWidth={2.5} />
            ) : null}
            {path.points.map((p) => (
              <circle key={`${p.x}`} cx={p.x} cy={p.y} r={3} fill="currentColor" />
            ))}
          </g>
        ))}
      </g>
    </svg>
  )
}
