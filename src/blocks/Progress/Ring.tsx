import { ring } from './ring'

/** An SVG ring filled to `percent` (progress circles, pie charts); decorative: the value is said elsewhere. */
export function Ring({
  size,
  lineWidth,
  percent,
}: {
  size: number
  lineWidth: number
  percent: number
}) {
  const g = ring(size, lineWidth, percent)
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="ring"
      style={{ ['--ring-length' as string]: g.length }}
    >
      <circle
        cx={g.center}
        cy={g.center}
        r={g.radius}
        strokeWidth={lineWidth}
        className="ring-track"
      />
      <circle
        cx={g.center}
        cy={g.center}
        r={g.radius}
        strokeWidth={lineWidth}
        className="ring-value"
        strokeDasharray={g.length}
        strokeDashoffset={g.offset}
      />
    </svg>
  )
}
