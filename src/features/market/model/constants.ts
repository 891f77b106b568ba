/** The market feature's fixed names and limits. Isomorphic. */

export const GET_PRICES_ACTION = 'stm_get_prices'
export const GET_HISTORY_ACTION = 'stm_get_history'

export const MARKET_HISTORY_SLUG = 'market-history'
export const MARKET_RATES_SLUG = 'market-rates'

export const MARKET_DEALS = ['sale', 'rent'] as const
export type MarketDeal = (typeof MARKET_DEALS)[number]

/** The currencies an editor gives a rate for (GEL per one unit). */
export const RATE_CURRENCIES = ['USD', 'EUR'] as const
export type RateCurrency = (typeof RATE_CURRENCIES)[number]
/** Their symbols in the ajax calls and blocks: `USDGEL`, `EURGEL`. */
export const rateSymbol = (currency: RateCurrency) => `${currency}GEL`

/** The most symbols one call may name, and the longest `indexes` value read. */
export const MAX_SYMBOLS = 40
export const MAX_INDEXES_LENGTH = 2_000
/** The longest history a chart asks for: ten years of months. */
export const MAX_MONTHS = 120
