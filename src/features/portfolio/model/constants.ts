/** Names shared by the server, the pages and the browser. Isomorphic. */

/** The theme's admin-ajax action (and its security token's action). */
export const LOAD_PORTFOLIO_ACTION = 'stm_ajax_load_portfolio'

/** Projects on a page of `/portfolio` (the theme's `load_by` default is 1). */
export const PORTFOLIO_PER_PAGE = 6
/** `load_by` is clamped to 1..MAX_LOAD_BY. */
export const MAX_LOAD_BY = 50
/** Deep pages cost a scan each: the call answers nothing past this page. */
export const MAX_LOAD_PAGE = 10_000
/** `/portfolio?page=N` is read up to this page. */
export const MAX_LIST_PAGE = 1000

/** A category slug as URLs and the call carry it. */
export const CATEGORY_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/
