/** The server-drawn line chart's geometry (src/features/market/model/chart.ts). */
import { describe, expect, it } from 'vitest'

import { chartGeometry, niceStep, type ChartBox } from '@/features/market/model/chart'

const box: ChartBox = {
  width: 200,
  height: 120,
  padding: { left: 40, right: 10, top: 10, bottom: 10 },
}

describe('chartGeometry', () => {
  it('picks round steps', () => {
    expect(niceStep(1000, 4)).toBe(250)
    expect(niceStep(90, 4)).toBe(25)
    expect(niceStep(7, 4)).toBe(2)
    expect(niceStep(0, 4)).toBe(1)
  })

  it('spreads the months over the width and the values over round ticks', () => {
    const g = chartGeometry([{ label: 'a', colour: '#000', values: [1000, 1500, 2000] }], 3, box)
    expect(g.xs).toEqual([40, 115, 190])
    expect(g.min).toBe(1000)
    expect(g.max).toBe(2000)
    expect(g.ticks.map((t) => t.value)).toEqual([1000, 1250, 1500, 1750, 2000])
    // The bottom tick at the bottom of the plot, the top one at its top.
    expect(g.ticks[0]!.y).toBe(110)
    expect(g.ticks.at(-1)!.y).toBe(10)
    expect(g.paths[0]!.d).toBe('M40 110 L115 60 L190 10')
  })

  it('breaks a line at a month without a value, and draws nothing for a series without any', () => {
    const g = chartGeometry(
      [
        { label: 'a', colour: '#000', values: [10, null, 30, 40] },
        { label: 'b', colour: '#111', values: [null, null, null, null] },
      ],
      4,
      box,
    )
    const d = g.paths[0]!.d
    expect(d.match(/M/g)).toHaveLength(2)
    expect(d.startsWith('M40 ')).toBe(true)
    expect(g.paths[0]!.points).toHaveLength(3)
    expect(g.paths[1]!.d).toBe('')
  })

  it('puts a flat line inside the scale, not on its edge', () => {
    const g = chartGeometry([{ label: 'a', colour: '#000', values: [2500, 2500] }], 2, box)
    expect(g.min).toBeLessThan(2500)
    expect(g.max).toBeGreaterThan(2500)
    const y = g.paths[0]!.points[0]!.y
    expect(y).toBeGreaterThan(10)
    expect(y).toBeLessThan(110)
  })

  it('keeps every point inside the plot', () => {
    const values = [3120, 2980, 3333, 3501, 3410, 3650, 3702, 3690, 3801, 3950, 4020, 4105]
    const g = chartGeometry([{ label: 'a', colour: '#000', values }], values.length, box)
    for (const p of g.paths[0]!.points) {
      expect(p.x).toBeGreaterThanOrEqual(40)
      expect(p.x).toBeLessThanOrEqual(190)
      expect(p.y).toBeGreaterThanOrEqual(10)
      expect(p.y).toBeLessThanOrEqual(110)
    }
  })
})
