import Link from 'next/link'

import { getTranslator } from '@/i18n'
import type { Locale } from '@/i18n/locales'

interface Props {
  page: number
  totalPages: number
  locale: Locale
  hrefFor: (page: number) => string
}

/** Numbered pagination; plain links, so it works without JavaScript. */
export function Pagination({ page, totalPages, locale, hrefFor }: Props) {
  if (totalPages <= 1) return null
  const t = getTranslator(locale)
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1)
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" prefetch={false} className="pagination-step">
          {t('previousPage')}
        </Link>
      ) : null}
      <ul role="list">
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className="pagination-current">
                <span className="visually-hidden">{t('pageN', { n })}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <Link href={hrefFor(n)} prefetch={false} aria-label={t('pageN', { n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {page < totalPages ? (
        <Link href={hrefFor(page + 1)} rel="next" prefetch={false} className="pagination-step">
          {t('nextPage')}
        </Link>
      ) : null}
    </nav>
  )
}
