/**
 * The line chart's geometry, drawn on the server as SVG (no chart library in the browser). Pure:
 * values in, coordinates and path data out. Gaps (a month without listings) break a line.
 */

export interface ChartSeries {
  label: string
  values: (number | null)[]
  colour: string
}

export interface ChartBox {
  width: number
  height: number
  /** Room for the axes' labels: left, right, top, bottom. */
  padding: { left: number; right: number; top: number; bottom: number }
}

export const DEFAULT_BOX: ChartBox = {
  width: 640,
  height: 320,
  padding: { left: 64, right: 16, top: 16, bottom: 40 },
}

export interface ChartTick {
  value: number
  y: number
}

export interface ChartGeometry {
  /** One path per series (`M x y L x y …`, a new `M` after a gap); empty when it has no value. */
  paths: { label: string; colour: string; d: string; points: { x: number; y: number }[] }[]
  /** The x of each label (the months), left to right. */
  xs: number[]
  /** Round values on the y axis, bottom to top. */
  ticks: ChartTick[]
  min: number
  max: number
}

/** A round step for about `count` intervals over `span` (1, 2, 2.5 or 5 × a power of ten). */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !(count > 0)) return 1
  const raw = span / count
  const power = 10 ** Math.floor(Math.log10(raw))
  for (const factor of [1, 2, 2.5, 5, 10]) {
    if (raw <= factor * power) return factor * power
  }
  return 10 * power
}

const round2 = (n: number) => Math.round(n * 100) / 100

export function chartGeometry(
  series: readonly ChartSeries[],
  count: number,
  box: ChartBox = DEFAULT_BOX,
  tickCount = 4,
): ChartGeometry {
  const { width, height, padding } = box
  const innerW = width - padding.left - padding.right
  const innerH = height - padding.top - padding.bottom
  const values = series.flatMap((s) => s.values.filter((v): v is number => v !== null))
  let low = values.length ? Math.min(...values) : 0
  let high = values.length ? Math.max(...values) : 1
  if (low === high) {
    // A flat line sits in the middle: widen the scale around it.
    const pad = Math.abs(low) * 0.1 || 1
    low -= pad
    high += pad
  }
  const step = niceStep(high - low, tickCount)
  const min = Math.floor(low / step) * step
  const max = Math.ceil(high / step) * step
  const x = (i: number) =>
    round2(padding.left + (count <= 1 ? innerW / 2 : (i * innerW) / (count - 1)))
  const y = (v: number) => round2(padding.top + innerH - ((v - min) / (max - min)) * innerH)
  const xs = Array.from({ length: count }, (_, i) => x(i))
  const ticks: ChartTick[] = []
  for (let v = min; v <= max + step / 2; v += step) ticks.push({ value: round2(v), y: y(v) })
  const paths = series.map((s) => {
    let d = ''
    let drawing = false
    const points: { x: number; y: number }[] = []
    s.values.slice(0, count).forEach((v, i) => {
      if (v === null) {
        drawing = false
        return
      }
      const point = { x: x(i), y: y(v) }
      points.push(point)
      d += `${d ? ' ' : ''}${drawing ? 'L' : 'M'}${point.x} ${point.y}`
      drawing = true
    })
    return { label: s.label, colour: s.colour, d, points }
  })
  return { paths, xs, ticks, min, max }
}

/** The chart's own colours, for series the editor or the call gives none. */
export const CHART_COLOURS = ['#1e6bb8', '#d9822b', '#2e8b57', '#b83280', '#6b46c1', '#c53030']
