/**
 * The property list's ranges (price, area, rooms) and order: a plain GET form, so it works
 * without JavaScript. Its fields are the grid's own address parameters; everything else in the
 * address (the taxonomy filters, other grids) rides along in hidden fields, and the page number
 * does not (a new choice starts at page 1). The server's front turns what the form sends (empty
 * fields, the default order) into the one canonical address.
 */
import type { Locale } from '@/i18n/locales'
import { filterParamName, pageParamName, queryString } from '@/lib/loop-filter'

import { propertyStrings } from '../messages'
import {
  LISTING_PARAMS,
  LISTING_RANGES,
  LISTING_SORTS,
  parseListingQuery,
  rangeParam,
  SORT_PARAM,
} from '../model/listing-query'

interface Props {
  widgetId: string
  locale: Locale
  search: URLSearchParams
}

export function ListingControls({ widgetId, locale, search }: Props) {
  const s = propertyStrings(locale)
  const name = (param: string) => filterParamName(widgetId, param)
  const own = new Set([...LISTING_PARAMS.map(name), pageParamName(widgetId)])
  const query = parseListingQuery((param) => search.get(name(param)))
  const carried = [...search].filter(([param]) => !own.has(param))
  const labels = { price: s.priceRange, area: s.areaRange, rooms: s.roomsRange }
  const active = Object.keys(query.ranges).length > 0 || query.sort !== 'newest'
  const cleared = queryString(new URLSearchParams(carried)) || '?'
  const id = (param: string) => `listing-${widgetId}-${param}`
  return (
    <form className="listing-controls" method="get" data-loop-form={widgetId}>
      {carried.map(([param, value], i) => (
        <input key={`${param}-${i}`} type="hidden" name={param} value={value} data-loop-carry="" />
      ))}
      {LISTING_RANGES.map((range) => (
        <fieldset key={range} className="listing-range">
          <legend>{labels[range]}</legend>
          {(['min', 'max'] as const).map((end) => {
            const param = rangeParam(range, end)
            return (
              <label key={end} htmlFor={id(param)}>
                <span>{end === 'min' ? s.from : s.to}</span>
                <input
                  id={id(param)}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  name={name(param)}
                  defaultValue={query.ranges[range]?.[end] ?? ''}
                />
              </label>
            )
          })}
        </fieldset>
      ))}
      <label className="listing-sort" htmlFor={id(SORT_PARAM)}>
        <span>{s.sortBy}</span>
        <select id={id(SORT_PARAM)} name={name(SORT_PARAM)} defaultValue={query.sort}>
          {LISTING_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {s.sorts[sort]}
            </option>
          ))}
        </select>
      </label>
      <div className="listing-actions">
        <button type="submit" className="button">
          {s.apply}
        </button>
        {active ? <a href={cleared}>{s.clearAll}</a> : null}
      </div>
    </form>
  )
}
