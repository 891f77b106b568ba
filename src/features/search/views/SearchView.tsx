/**
 * `/search?q=` and `/en/search?q=`: the search field (a GET form: it works without JavaScript,
 * the query kept in it), one ranked list of the pages found with their kind, the query's words
 * marked in the title and excerpt, ten to a page, and an empty state that helps. A server
 * component only: it adds no JavaScript.
 */
import type { Metadata } from 'next'
import type { Payload } from 'payload'

import { Pagination } from '@/components/news/Pagination'
import { eventPaths } from '@/features/events/model/paths'
import { propertyPaths } from '@/features/properties/model/paths'
import { fillPlaceholders } from '@/i18n'
import type { Locale } from '@/i18n/locales'
import { buildMetadata } from '@/utilities/metadata'
import { sitePaths } from '@/utilities/paths'

import { excerpt, highlight } from '../model/highlight'
import type { QueryTerm } from '../model/normalise'
import { QUERY_FIELD_LENGTH, readSearchParams, SEARCH_PATH, searchPath } from '../model/paths'
import { searchStrings, type SearchStrings } from '../messages'
import { RESULTS_PER_PAGE, searchSite, type SearchResults } from '../server/query'
import '../search.css'

type SearchParams = Record<string, string | string[] | undefined>

export function searchMetadata(locale: Locale): Metadata {
  const s = searchStrings(locale)
  return {
    ...buildMetadata({ locale, path: SEARCH_PATH, title: s.title, description: s.intro }),
    // A page of results is no page for a search engine's index.
    robots: { index: false, follow: true },
  }
}

function Marked({ text, terms }: { text: string; terms: readonly QueryTerm[] }) {
  return (
    <>
      {highlight(text, terms).map((piece, i) =>
        piece.mark ? <mark key={i}>{piece.text}</mark> : piece.text,
      )}
    </>
  )
}

function EmptyState({ s, locale, query }: { s: SearchStrings; locale: Locale; query: string }) {
  return (
    <div className="search-empty">
      <p className="empty" role="status">
        {query ? fillPlaceholders(s.nothingFound, { q: query }) : s.noQuery}
      </p>
      {query ? (
        <>
          <h2>{s.suggestions}</h2>
          <ul>
            {s.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>{s.browse}</h2>
      <ul className="search-browse" role="list">
        <li>
          <a href={sitePaths.news(locale)}>{s.browseLinks.news}</a>
        </li>
        <li>
          <a href={propertyPaths.list(locale)}>{s.browseLinks.properties}</a>
        </li>
        <li>
          <a href={eventPaths.list(locale)}>{s.browseLinks.events}</a>
        </li>
      </ul>
    </div>
  )
}

function ResultList({
  s,
  locale,
  query,
  results,
}: {
  s: SearchStrings
  locale: Locale
  query: string
  results: SearchResults
}) {
  const { hits, total, page, totalPages, terms } = results
  const from = (page - 1) * RESULTS_PER_PAGE + 1
  return (
    <section aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className="visually-hidden">
        {s.results}
      </h2>
      <p className="search-summary" role="status">
        {fillPlaceholders(total === 1 ? s.foundOne : s.found, { q: query, n: total })}
        {totalPages > 1
          ? ` · ${fillPlaceholders(s.showing, { from, to: from + hits.length - 1 })}`
          : null}
      </p>
      <ol className="search-results" start={from}>
        {hits.map((hit) => (
          <li key={`${hit.source}-${hit.docId}`} className="search-result">
            <span className="search-kind">{s.kinds[hit.kind] ?? hit.kind}</span>
            <h2>
              <a href={hit.url}>
                <Marked text={hit.title} terms={terms} />
              </a>
            </h2>
            {hit.text ? (
              <p>
                <Marked text={excerpt(hit.text, terms)} terms={terms} />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <Pagination
        page={page}
        totalPages={totalPages}
        locale={locale}
        hrefFor={(n) => searchPath(locale, query, n)}
      />
    </section>
  )
}

export async function SearchView({
  payload,
  locale,
  search,
}: {
  payload: Payload
  locale: Locale
  search: SearchParams
}) {
  const s = searchStrings(locale)
  const { query, page } = readSearchParams(search)
  const results = query ? await searchSite(payload, locale, query, page) : null
  return (
    <div className="container search-page">
      <header className="page-header">
        <h1>{s.title}</h1>
        <p className="lead">{s.intro}</p>
      </header>
      <form role="search" method="get" action={searchPath(locale)} className="search-form">
        <label htmlFor="search-query">{s.label}</label>
        <input
          id="search-query"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={s.placeholder}
          maxLength={QUERY_FIELD_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button button-primary">
          {s.submit}
        </button>
      </form>
      {results && results.hits.length ? (
        <ResultList s={s} locale={locale} query={query} results={results} />
      ) : results && results.total > 0 ? (
        <p className="empty" role="status">
          {s.pastLastPage} <a href={searchPath(locale, query)}>{s.firstPage}</a>
        </p>
      ) : (
        <EmptyState s={s} locale={locale} query={query} />
      )}
    </div>
  )
}
