import '../styles.css'

import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { fontVariables } from '../fonts'
import { MainMenu } from '../MainMenu'
import { DraftBanner } from '@/components/site/DraftBanner'
import { SiteFooter } from '@/components/site/Footer'
import { SiteHeader } from '@/components/site/Header'
import { headScript, preloaderHtml } from '@/components/site/head-script'
import { PageBehaviour } from '@/components/site/PageBehaviour.client'
import { isDraftMode } from '@/data/payload'
import { getFooter, getHeader, getSiteSettings } from '@/data/site'
import { getTranslator } from '@/i18n'
import { isLocale } from '@/i18n/locales'
import { feedAlternate } from '@/utilities/metadata'
import { serverUrl } from '@/utilities/server-url'

// Rendered on the first request for each locale, then served from the cache until content changes.
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export const viewport: Viewport = { themeColor: '#0f4c5c', width: 'device-width', initialScale: 1 }

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const settings = await getSiteSettings(locale)
  return {
    metadataBase: new URL(serverUrl()),
    title: { default: settings.siteName, template: `%s · ${settings.siteName}` },
    description: settings.tagline ?? undefined,
    openGraph: {
      siteName: settings.siteName,
      locale: locale === 'ka' ? 'ka_GE' : 'en_US',
      type: 'website',
    },
    alternates: { types: feedAlternate(locale) },
    icons: { icon: '/favicon.svg' },
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const [settings, header, footer, draft] = await Promise.all([
    getSiteSettings(locale),
    getHeader(locale),
    getFooter(locale),
    isDraftMode(),
  ])
  const t = getTranslator(locale)
  const bodyClass = `header_style_${settings.headerStyle} site_layout_${settings.siteLayout}`
  return (
    // The head script marks <html> before React runs (`js`, `no-motion`, `data-office`).
    <html lang={locale} dir="ltr" className={fontVariables} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
      </head>
      <body className={bodyClass}>
        {/* Not a React node: the behaviour script removes it after load without upsetting React. */}
        <div dangerouslySetInnerHTML={{ __html: preloaderHtml }} />
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {draft ? <DraftBanner locale={locale} /> : null}
        <SiteHeader
          locale={locale}
          settings={settings}
          nav={<MainMenu locale={locale} menu={header.mainMenu} />}
        />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter locale={locale} footer={footer} settings={settings} />
        <PageBehaviour />
      </body>
    </html>
  )
}
