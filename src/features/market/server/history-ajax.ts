/**
 * `stm_get_history` (docs/compatibility.md, "Market: history"): a Chart.js line chart's data,
 * `{labels, indexes}` as the theme's script hands them to Chart.js (`labels`, `datasets`). The
 * history is monthly: `range` picks how many months end with the current one, `interval` is
 * accepted as the theme sends it and always answered by month. `fill_color` and `point_color`
 * give each dataset its colours, in the order of `indexes`. A value that cannot be read is a 400
 * `invalid_param`.
 */
import type { AjaxContext } from '@/lib/compat/ajax-types'
import { ajaxErrorResponse, jsonResponse } from '@/lib/compat/json'

import { CHART_COLOURS } from '../model/chart'
import { monthOf, monthsEnding } from '../model/indexes'
import { readColours, readIndexes, readInterval, readRange } from '../model/params'

import { historySeries, monthLabel } from './read'

export interface HistoryDataset {
  label: string
  data: (number | null)[]
  backgroundColor: string
  borderColor: string
  pointRadius: number
  borderWidth: number
}

export interface HistoryAnswer {
  labels: string[]
  indexes: HistoryDataset[]
  /** The months of `labels`, `YYYY-MM` (for scripts that format their own). */
  months: string[]
}

const invalid = (read: { field: string; message: string }) =>
  ajaxErrorResponse('invalid_param', 400, `${read.field}: ${read.message}`)

export async function getHistoryAjax(ctx: AjaxContext, now: Date = new Date()): Promise<Response> {
  const month = monthOf(now)
  const indexes = readIndexes(ctx.get('indexes'))
  const range = readRange(ctx.get('range'), month)
  const interval = readInterval(ctx.get('interval'))
  const fill = readColours('fill_color', ctx.get('fill_color'))
  const point = readColours('point_color', ctx.get('point_color'))
  if (!indexes.ok) return invalid(indexes)
  if (!range.ok) return invalid(range)
  if (!interval.ok) return invalid(interval)
  if (!fill.ok) return invalid(fill)
  if (!point.ok) return invalid(point)
  const months = monthsEnding(month, range.value)
  const series = await historySeries(ctx.payload, ctx.locale, indexes.value, months)
  const answer: HistoryAnswer = {
    labels: months.map((m) => monthLabel(m, ctx.locale)),
    months,
    indexes: series.map((s, i) => {
      const colour = CHART_COLOURS[i % CHART_COLOURS.length]!
      return {
        label: s.name,
        data: s.values,
        backgroundColor: fill.value[i] ?? colour,
        borderColor: point.value[i] ?? colour,
        pointRadius: 0,
        borderWidth: 1,
      }
    }),
  }
  return jsonResponse(answer)
}
