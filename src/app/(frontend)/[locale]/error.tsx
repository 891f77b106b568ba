'use client'

import { useParams } from 'next/navigation'
import { useEffect } from 'react'

import { defaultLocale, isLocale, localizePath } from '@/i18n/locales'
import { errorMessages } from '@/i18n/messages/errors'

interface Props {
  error: Error & { digest?: string }
  retry: () => void
}

/**
 * A page that failed to render, inside the site's own header and footer (the locale layout) and in
 * the visitor's language. The digest matches the server log's entry; the message stays there.
 * Its strings come from their own small part of the catalogue: every page ships this component.
 */
export default function ErrorPage({ error, retry }: Props) {
  const params = useParams<{ locale?: string }>()
  const locale = isLocale(params?.locale) ? params.locale : defaultLocale
  const t = errorMessages[locale]

  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <div className="container page-header error-page">
      <h1>{t.errorTitle}</h1>
      <p>{t.errorText}</p>
      {error.digest ? (
        <p className="muted">{t.errorReference.replace('{digest}', error.digest)}</p>
      ) : null}
      <p className="error-page-actions">
        <button type="button" className="button button-primary" onClick={() => retry()}>
          {t.errorRetry}
        </button>
        {/* A plain link: it works without JavaScript and after a failed retry. */}
        <a href={localizePath('/', locale)} className="button button-secondary">
          {t.errorHome}
        </a>
      </p>
    </div>
  )
}
