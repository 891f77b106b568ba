import Link from 'next/link'
import type { ReactNode } from 'react'

import { getTranslator } from '@/i18n'
import { locales, localizePath, type Locale } from '@/i18n/locales'
import type { SiteSetting } from '@/payload-types'

import { MediaImage } from '../MediaImage'

import { LanguageSwitch } from './LanguageSwitch.client'
import { TopBar } from './TopBar'

/**
 * The site's header: its globals are read by the layout (src/data/site.ts) and handed in, and so
 * is its menu (`nav`: the menus feature's navigation, src/app/(frontend)/MainMenu.tsx), rendered
 * once: the bar on a wide screen, the mobile menu's content in this disclosure below 1,181 px.
 */
export function SiteHeader({
  locale,
  settings,
  nav,
}: {
  locale: Locale
  settings: SiteSetting
  nav?: ReactNode
}) {
  const t = getTranslator(locale)
  const other = locales.find((l) => l !== locale) ?? locale
  return (
    <header className="site-header">
      <TopBar items={settings.topBar} locale={locale} />
      <div className="container header-bar">
        <Link href={localizePath('/', locale)} className="brand" prefetch={false}>
          {settings.logo ? (
            <MediaImage
              media={settings.logo}
              size="thumbnail"
              sizes="160px"
              className="brand-logo"
              priority
            />
          ) : null}
          <span className="brand-name">{settings.siteName}</span>
        </Link>
        {/* A native disclosure: the mobile menu opens by keyboard and without JavaScript. */}
        {nav ? (
          <details className="mobile-nav">
            <summary>
              <span className="burger" aria-hidden="true" />
              {t('openMenu')}
            </summary>
            {nav}
          </details>
        ) : null}
        <LanguageSwitch target={other} label={t('otherLanguage')} name={t('otherLanguageName')} />
      </div>
    </header>
  )
}
