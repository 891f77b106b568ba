import type { BlockProps } from '@/lib/block-kit/types'
import type { MarketChartBlock } from '@/payload-types'

import { LineChart } from '../../components/LineChart'
import { marketStrings } from '../../messages'
import { CHART_COLOURS } from '../../model/chart'
import { MAX_MONTHS } from '../../model/constants'
import { formatValue } from '../../model/format'
import { monthOf, monthsEnding } from '../../model/indexes'
import { readIndexes } from '../../model/params'
import { historySeries, monthLabel } from '../../server/read'
import '../../market.css'

/**
 * The indexes' monthly history as a line chart drawn on the server (SVG, no script): the same
 * figures `stm_get_history` answers. Without symbols: every district for sale. A legend in HTML
 * names each line with its latest value.
 */
export async function MarketChartComponent({ block, locale, site }: BlockProps<MarketChartBlock>) {
  const s = marketStrings(locale)
  const wanted = readIndexes(block.symbols ?? undefined)
  const count = Math.min(MAX_MONTHS, Math.max(2, Math.round(block.months ?? 12)))
  const months = monthsEnding(monthOf(new Date()), count)
  const found = await historySeries(site.payload, locale, wanted.ok ? wanted.value : null, months)
  const series = found
    .filter((one) => block.symbols || one.symbol.endsWith('-sale'))
    .map((one, i) => ({
      label: one.name,
      symbol: one.symbol,
      values: one.values,
      colour: CHART_COLOURS[i % CHART_COLOURS.length]!,
    }))
  const labels = months.map((m) => monthLabel(m, locale))
  const title = block.heading || s.chart
  const last = (values: (number | null)[]) => [...values].reverse().find((v) => v !== null) ?? null
  const description = [
    s.chartDescription(labels[0]!, labels[labels.length - 1]!),
    ...series.map((one) => {
      const first = one.values.find((v) => v !== null) ?? null
      const end = last(one.values)
      return first === null || end === null
        ? `${one.label}: ${s.noData}`
        : s.seriesRange(one.label, formatValue(first, locale), formatValue(end, locale))
    }),
  ].join('. ')
  return (
    <figure className="market-chart">
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      {series.some((one) => one.values.some((v) => v !== null)) ? (
        <>
          <LineChart
            title={title}
            description={description}
            labels={labels}
            series={series}
            formatTick={(v) => formatValue(v, locale)}
          />
          <figcaption>
            <ul className="market-legend" role="list">
              {series.map((one) => {
                const end = last(one.values)
                return (
                  <li key={one.symbol} style={{ ['--series' as string]: one.colour }}>
                    <span className="market-swatch" aria-hidden="true" />
                    {one.label}
                    {end !== null ? `: ${formatValue(end, locale)} ₾` : null}
                  </li>
                )
              })}
            </ul>
          </figcaption>
        </>
      ) : (
        <p className="empty">{s.noData}</p>
      )}
    </figure>
  )
}
