/**
 * How results are ordered, as a pure function: the query function (`server/query.ts`) computes the
 * same score in SQL on both databases, and the tests hold the two to each other.
 *
 * 1. more query terms found (in the title or the text) first;
 * 2. then more of them in the title;
 * 3. then the newer document (its date: a post's publication, an event's start…; none last);
 * 4. then by address, so equal results keep one order everywhere.
 */
import { type QueryTerm, termsHold } from './normalise'

export interface RankedFields {
  titleTerms: string
  bodyTerms: string
  /** ISO 8601, or null. */
  date: string | null
  url: string
}

export interface Score {
  /** Terms found in the title or the text. */
  matched: number
  /** Terms found in the title. */
  inTitle: number
}

export function score(
  entry: Pick<RankedFields, 'titleTerms' | 'bodyTerms'>,
  terms: readonly QueryTerm[],
): Score {
  let matched = 0
  let inTitle = 0
  for (const term of terms) {
    const title = termsHold(entry.titleTerms, term)
    if (title) inTitle += 1
    if (title || termsHold(entry.bodyTerms, term)) matched += 1
  }
  return { matched, inTitle }
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The entries the query finds, best first. */
export function rank<T extends RankedFields>(
  entries: readonly T[],
  terms: readonly QueryTerm[],
): Array<T & Score> {
  return entries
    .map((entry) => ({ ...entry, ...score(entry, terms) }))
    .filter((entry) => entry.matched > 0)
    .sort(
      (a, b) =>
        b.matched - a.matched ||
        b.inTitle - a.inTitle ||
        byCodeUnit(b.date ?? '', a.date ?? '') ||
        byCodeUnit(a.url, b.url),
    )
}
