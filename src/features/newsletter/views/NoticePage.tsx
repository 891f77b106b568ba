import Link from 'next/link'
import type { ReactNode } from 'react'

import { localizePath, type Locale } from '@/i18n/locales'

import { newsletterStrings } from '../messages'

/** The newsletter's plain pages (confirmed, unsubscribed, sign-up result): a heading and a text. */
export function NoticePage({
  locale,
  title,
  children,
}: {
  locale: Locale
  title: string
  children: ReactNode
}) {
  return (
    <div className="container page-header newsletter-notice">
      <h1>{title}</h1>
      {children}
      <p>
        <Link href={localizePath('/', locale)} className="button" prefetch={false}>
          {newsletterStrings(locale).backHome}
        </Link>
      </p>
    </div>
  )
}
