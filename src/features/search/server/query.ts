/**
 * Site search's one query: the index rows of a locale that a query finds, ranked as
 * `model/ranking.ts` says, a page at a time. Both databases find each query term's rows with their
 * full-text index over the stored terms (a term matches a stored term it begins: a prefix query):
 * SQLite's FTS5 table `search_index_fts` (kept by triggers), PostgreSQL's GIN indexes on the
 * generated `title_tsv` and `body_tsv` columns (`to_tsvector('simple', …)`; the migration
 * `site_search` makes both). The same score follows on both (terms found; terms in the title),
 * then the same order. Terms hold only letters and digits and every value is a bound parameter,
 * so nothing a visitor types is read as SQL, an FTS5 or tsquery operator or a pattern.
 */
import type { Payload } from 'payload'
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'

import { isSqlite, selectRows } from '@/db/dialect'
import type { Locale } from '@/i18n/locales'

import { type QueryTerm, queryTerms } from '../model/normalise'

export const RESULTS_PER_PAGE = 10
/** Pages past this are not served (a thousand results is more than anyone reads). */
export const MAX_RESULT_PAGE = 100

export interface SearchHit {
  source: string
  docId: number
  kind: string
  url: string
  title: string
  text: string
  date: string | null
  matched: number
  inTitle: number
}

export interface SearchResults {
  terms: QueryTerm[]
  hits: SearchHit[]
  /** Every row the query finds. */
  total: number
  page: number
  totalPages: number
}

/**
 * The rows of a query. PostgreSQL's planner prices a tsvector match on a stored column as cheap
 * and would scan every row (reading each text's vector) rather than use the GIN indexes: this
 * query never wants that.
 */
const rowsOf = (payload: Payload, query: SQL) =>
  selectRows(payload, query, { postgresLocal: [sql`SET LOCAL enable_seqscan = off`] })

/** A term as an FTS5 query: any of its prefixes at the start of a stored term. */
export function fts5Term(term: QueryTerm): string {
  return `(${term.prefixes.map((prefix) => `"${prefix}"*`).join(' OR ')})`
}

/** A term as a PostgreSQL tsquery (`'ვაკ':* | 'vak':*`). */
export function tsqueryTerm(term: QueryTerm): string {
  return term.prefixes.map((prefix) => `'${prefix}':*`).join(' | ')
}

/**
 * The ranked rows of one page, with the total. Each term's rows come from the full-text index
 * (a set each, computed once); a row's score counts the sets it is in (and, for the title, the
 * short title terms), so no document text is scanned per query.
 */
function rankedPage(
  postgres: boolean,
  locale: Locale,
  terms: readonly QueryTerm[],
  page: number,
): SQL {
  const sets = terms.map((term, i) => {
    const name = sql.identifier(`t${i}`)
    const found = postgres
      ? // From the GIN indexes alone (the locale is checked on the set's rows below).
        sql`SELECT "id" FROM "search_index"
          WHERE "title_tsv" @@ to_tsquery('simple', ${tsqueryTerm(term)})
            OR "body_tsv" @@ to_tsquery('simple', ${tsqueryTerm(term)})`
      : sql`SELECT rowid AS "id" FROM "search_index_fts" WHERE "search_index_fts" MATCH ${fts5Term(term)}`
    // Each term's set is read once, then probed by every row (SQLite would inline it).
    return sql`${name} AS MATERIALIZED (${found})`
  })
  const union = sql.join(
    terms.map((_, i) => sql`SELECT "id" FROM ${sql.identifier(`t${i}`)}`),
    sql` UNION `,
  )
  const matched = sql.join(
    terms.map(
      (_, i) =>
        sql`CASE WHEN s."id" IN (SELECT "id" FROM ${sql.identifier(`t${i}`)}) THEN 1 ELSE 0 END`,
    ),
    sql` + `,
  )
  const inTitle = sql.join(
    terms.map((term) => {
      const holds = postgres
        ? sql`s."title_tsv" @@ to_tsquery('simple', ${tsqueryTerm(term)})`
        : sql.join(
            term.prefixes.map((prefix) => sql`instr(s."title_terms", ${` ${prefix}`}) > 0`),
            sql` OR `,
          )
      return sql`CASE WHEN ${holds} THEN 1 ELSE 0 END`
    }),
    sql` + `,
  )
  const byUrl = postgres ? sql`"url" COLLATE "C"` : sql`"url"`
  const order = sql`"matched" DESC, "in_title" DESC, "date" DESC NULLS LAST, ${byUrl}`
  return sql`WITH ${sql.join(sets, sql`, `)},
    scored AS (
      SELECT s."id", s."date", s."url", (${matched}) AS "matched", (${inTitle}) AS "in_title"
      FROM "search_index" s WHERE s."locale" = ${locale} AND s."id" IN (${union})
    ),
    chosen AS (
      SELECT "id", "matched", "in_title", "date", "url", count(*) OVER () AS "total"
      FROM scored ORDER BY ${order}
      LIMIT ${RESULTS_PER_PAGE} OFFSET ${(page - 1) * RESULTS_PER_PAGE}
    )
    SELECT c."matched", c."in_title", c."total", s."source", s."doc_id", s."kind", s."url",
      s."title", s."text", s."date"
    FROM chosen c JOIN "search_index" s ON s."id" = c."id"
    ORDER BY c."matched" DESC, c."in_title" DESC, c."date" DESC NULLS LAST, ${
      postgres ? sql`c."url" COLLATE "C"` : sql`c."url"`
    }`
}

/** How many rows the query finds (asked only for a page past the last). */
function countAll(postgres: boolean, locale: Locale, terms: readonly QueryTerm[]): SQL {
  const any = postgres
    ? sql`SELECT count(*) AS "total" FROM "search_index" WHERE "locale" = ${locale}
        AND ("title_tsv" @@ to_tsquery('simple', ${terms.map(tsqueryTerm).join(' | ')})
          OR "body_tsv" @@ to_tsquery('simple', ${terms.map(tsqueryTerm).join(' | ')}))`
    : sql`SELECT count(*) AS "total" FROM "search_index" WHERE "locale" = ${locale} AND "id" IN
        (SELECT rowid FROM "search_index_fts" WHERE "search_index_fts" MATCH ${terms.map(fts5Term).join(' OR ')})`
  return any
}

/** One page of what `query` finds in `locale`'s pages, best first. */
export async function searchSite(
  payload: Payload,
  locale: Locale,
  query: string,
  page = 1,
): Promise<SearchResults> {
  const terms = queryTerms(query)
  const wanted = Math.min(Math.max(1, Math.floor(page) || 1), MAX_RESULT_PAGE)
  if (!terms.length) return { terms, hits: [], total: 0, page: 1, totalPages: 0 }
  const postgres = !isSqlite(payload)
  const rows = await rowsOf(payload, rankedPage(postgres, locale, terms, wanted))
  let total = Number(rows[0]?.total ?? 0)
  if (!rows.length && wanted > 1) {
    // Past the last page: how many there are, to link back.
    total = Number((await rowsOf(payload, countAll(postgres, locale, terms)))[0]?.total ?? 0)
  }
  const hits = rows.map((row) => ({
    source: String(row.source),
    docId: Number(row.doc_id),
    kind: String(row.kind),
    url: String(row.url),
    title: String(row.title),
    text: typeof row.text === 'string' ? row.text : '',
    date: row.date ? new Date(String(row.date)).toISOString() : null,
    matched: Number(row.matched),
    inTitle: Number(row.in_title),
  }))
  const totalPages = Math.min(Math.ceil(total / RESULTS_PER_PAGE), MAX_RESULT_PAGE)
  return { terms, hits, total, page: wanted, totalPages }
}
