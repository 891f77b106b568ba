/** Security-token constants. */

/** A token lives 12 hours: long enough for a visit, short enough to limit replay. */
export const TOKEN_TTL_SECONDS = 12 * 60 * 60
