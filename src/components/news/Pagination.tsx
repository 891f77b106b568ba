import { getTranslator } from '@/i18n'
import type { Locale } from '@/i18n/locales'

interface Props {
  page: number
  totalPages: number
  locale: Locale
  hrefFor: (page: number) => string
}

/** Pages on each side of the current one; the first and last are always shown. */
const AROUND = 2

/**
 * The page numbers to show: the first, the last, and a window around the current page, with
 * `null` for each gap. Bounded, however many pages there are (a thousand pages of news must not
 * put a thousand links in every list page).
 */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const shown = new Set([1, totalPages])
  for (let n = page - AROUND; n <= page + AROUND; n++) if (n >= 1 && n <= totalPages) shown.add(n)
  const sorted = [...shown].sort((a, b) => a - b)
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? [null, n] : [n]))
}

/**
 * Numbered pagination; plain links, so it works without JavaScript and renders through
 * `@/lib/static-html` in the loop grid's refresh-loop answer.
 */
export function Pagination({ page, totalPages, locale, hrefFor }: Props) {
  if (totalPages <= 1) return null
  const t = getTranslator(locale)
  const pages = pageWindow(page, totalPages)
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      {page > 1 ? (
        <a href={hrefFor(page - 1)} rel="prev" className="pagination-step">
          {t('previousPage')}
        </a>
      ) : null}
      <ul role="list">
        {pages.map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <span className="pagination-gap" aria-hidden="true">
                …
              </span>
            ) : n === page ? (
              <span aria-current="page" className="pagination-current">
                <span className="visually-hidden">{t('pageN', { n })}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <a href={hrefFor(n)} aria-label={t('pageN', { n })}>
                {n}
              </a>
            )}
          </li>
        ))}
      </ul>
      {page < totalPages ? (
        <a href={hrefFor(page + 1)} rel="next" className="pagination-step">
          {t('nextPage')}
        </a>
      ) : null}
    </nav>
  )
}
