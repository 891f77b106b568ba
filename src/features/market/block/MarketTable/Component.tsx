import { formatDate } from '@/i18n'
import type { BlockProps } from '@/lib/block-kit/types'
import type { MarketTableBlock } from '@/payload-types'

import { PriceChange } from '../../components/PriceChange'
import { marketStrings } from '../../messages'
import { formatChange, formatValue } from '../../model/format'
import { readIndexes } from '../../model/params'
import { priceRows, readRates } from '../../server/read'
import '../../market.css'

/** The indexes as a table: name, price per m² (or the rate), change and change in per cent. */
export async function MarketTableComponent({ block, locale, site }: BlockProps<MarketTableBlock>) {
  const s = marketStrings(locale)
  const wanted = readIndexes(block.symbols ?? undefined)
  const all = await priceRows(site.payload, locale, wanted.ok ? wanted.value : null)
  const rows = all.filter((row) =>
    row.kind === 'rate'
      ? block.showRates !== false
      : block.symbols || block.deal === 'all' || row.symbol.endsWith(`-${block.deal}`),
  )
  const rates = rows.some((r) => r.kind === 'rate') ? await readRates(site.payload) : null
  return (
    <div className="market-table">
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      {rows.length ? (
        // A table wider than a phone scrolls sideways: a named region keyboard users can focus
        // and scroll (axe `scrollable-region-focusable`).
        <div
          className="market-table-scroll"
          role="region"
          aria-label={block.heading || s.table}
          tabIndex={0}
        >
          <table>
            <caption className="visually-hidden">{block.heading || s.table}</caption>
            <thead>
              <tr>
                <th scope="col">{s.index}</th>
                <th scope="col">{s.price}</th>
                <th scope="col">{s.change}</th>
                <th scope="col">{s.changePercent}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.symbol} data-symbol={row.symbol}>
                  <th scope="row">{row.shortName}</th>
                  <td>
                    {formatValue(row.regularMarketPrice, locale)}{' '}
                    <span className="market-unit">{row.fullExchangeName}</span>
                  </td>
                  <td>{formatChange(row.regularMarketChange, locale)}</td>
                  <td>
                    <PriceChange
                      change={row.regularMarketChange}
                      percent={row.regularMarketChangePercent}
                      locale={locale}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="empty">{s.noData}</p>
      )}
      <p className="market-note">
        {s.sourceNote}
        {rates?.setAt ? ` ${s.ratesSetAt(formatDate(rates.setAt, locale))}.` : null}
      </p>
    </div>
  )
}
