/**
 * `stm_get_prices` (the theme's `inc/stock-indexes/stock-indexes.php`; docs/compatibility.md,
 * "Market: prices"): the rows the ticker, carousel and table read, in Yahoo's quote fields.
 * `indexes` names the symbols (comma-separated); empty means every index and rate. A malformed
 * symbol is a 400 `invalid_param`; a well-formed one the site does not know has no row.
 */
import type { AjaxContext } from '@/lib/compat/ajax-types'
import { ajaxErrorResponse, jsonResponse } from '@/lib/compat/json'

import { readIndexes } from '../model/params'

import { priceRows } from './read'

export async function getPricesAjax(ctx: AjaxContext): Promise<Response> {
  const indexes = readIndexes(ctx.get('indexes'))
  if (!indexes.ok)
    return ajaxErrorResponse('invalid_param', 400, `${indexes.field}: ${indexes.message}`)
  return jsonResponse(await priceRows(ctx.payload, ctx.locale, indexes.value))
}
