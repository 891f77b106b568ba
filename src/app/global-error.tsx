'use client'

import { usePathname } from 'next/navigation'

import { localeOfPath, localizePath } from '@/i18n/locales'
import { errorMessages } from '@/i18n/messages/errors'

import { fontVariables } from './(frontend)/fonts'

interface Props {
  error: Error & { digest?: string }
  retry: () => void
}

// Inline: the site's stylesheet belongs to the layout that just failed.
const css = `body{margin:0;font-family:var(--font-georgian),var(--font-latin-ext),var(--font-latin),system-ui,sans-serif;color:#1d2427;background:#fff}
main{max-width:40rem;margin:0 auto;padding:4rem 1.5rem}h1{color:#0f4c5c;font-size:1.75rem}
a,button{display:inline-block;margin:0 .75rem .75rem 0;padding:.6em 1.2em;border-radius:999px;font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
button{border:2px solid #0f4c5c;background:#0f4c5c;color:#fff}a{border:2px solid #0f4c5c;color:#0f4c5c}
.other{margin-top:2.5rem;padding-top:1.5rem;border-top:1px solid #dfe5e7;color:#4f5b60}`

/**
 * The last resort when the site's own layout fails (e.g. the database is unreachable): a whole
 * document of its own, in the visitor's language with the other language below.
 */
export default function GlobalError({ error, retry }: Props) {
  const locale = localeOfPath(usePathname())
  const other = locale === 'ka' ? 'en' : 'ka'
  const t = errorMessages[locale]
  const o = errorMessages[other]
  return (
    <html lang={locale} dir="ltr" className={fontVariables}>
      <head>
        <title>{t.errorTitle}</title>
        <meta name="robots" content="noindex" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <main>
          <h1>{t.errorTitle}</h1>
          <p>{t.errorText}</p>
          {error.digest ? <p>{t.errorReference.replace('{digest}', error.digest)}</p> : null}
          <p>
            <button type="button" onClick={() => retry()}>
              {t.errorRetry}
            </button>
            <a href={localizePath('/', locale)}>{t.errorHome}</a>
          </p>
          <div className="other" lang={other}>
            <p>
              <strong>{o.errorTitle}.</strong> {o.errorText}
            </p>
            <p>
              <a href={localizePath('/', other)}>{o.errorHome}</a>
            </p>
          </div>
        </main>
      </body>
    </html>
  )
}
