import { SmartLink } from '@/components/SmartLink'
import type { BlockProps } from '@/lib/block-kit/types'
import { safeHref } from '@/lib/safe-href'
import type { MarketTickerBlock } from '@/payload-types'

import { PriceChange } from '../../components/PriceChange'
import { marketStrings } from '../../messages'
import { formatValue } from '../../model/format'
import { readIndexes } from '../../model/params'
import { priceRows } from '../../server/read'
import '../../market.css'

/**
 * The district price ticker: every index in one line that scrolls (CSS only: the list twice, the
 * second hidden from screen readers); for reduced motion a static list that wraps. Without
 * symbols: every district for sale and the rates.
 */
export async function MarketTickerComponent({
  block,
  locale,
  site,
}: BlockProps<MarketTickerBlock>) {
  const s = marketStrings(locale)
  const wanted = readIndexes(block.symbols ?? undefined)
  const rows = (await priceRows(site.payload, locale, wanted.ok ? wanted.value : null)).filter(
    (row) => block.symbols || row.kind === 'rate' || row.symbol.endsWith('-sale'),
  )
  const label = block.heading || s.ticker
  const items = (hidden: boolean) => (
    <ul className="market-ticker-track" role="list" aria-hidden={hidden || undefined}>
      {rows.map((row) => (
        <li key={row.symbol} data-symbol={row.symbol}>
          <span className="market-name">{row.shortName}</span>{' '}
          <span className="market-price">
            {formatValue(row.regularMarketPrice, locale)} {row.fullExchangeName}
          </span>{' '}
          <PriceChange
            change={row.regularMarketChange}
            percent={row.regularMarketChangePercent}
            locale={locale}
          />
        </li>
      ))}
    </ul>
  )
  return (
    <section className="market-ticker" aria-label={label}>
      {block.heading ? <h2 className="visually-hidden">{block.heading}</h2> : null}
      {rows.length ? (
        <div
          className="market-ticker-viewport"
          style={{ ['--ticker-items' as string]: rows.length }}
        >
          {items(false)}
          {items(true)}
        </div>
      ) : (
        <p className="empty">{s.noData}</p>
      )}
      {block.moreHref && block.moreLabel && safeHref(block.moreHref) ? (
        <p className="market-more">
          <SmartLink href={block.moreHref} locale={locale}>
            {block.moreLabel}
          </SmartLink>
        </p>
      ) : null}
    </section>
  )
}
