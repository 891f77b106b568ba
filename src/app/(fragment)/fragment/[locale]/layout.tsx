import type { Metadata } from 'next'
import type { ReactNode } from 'react'

/**
 * A bare document for HTML fragments the compatible API answers with (a widget area's content
 * for `ekit_widgetarea_content`): no site header, menus or scripts of the page layout. The
 * fragment routes are read over loopback; visitors have no reason to open them.
 */
export const metadata: Metadata = { robots: { index: false, follow: false } }

export default async function FragmentLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  return (
    <html lang={locale === 'en' ? 'en' : 'ka'}>
      <body>{children}</body>
    </html>
  )
}
