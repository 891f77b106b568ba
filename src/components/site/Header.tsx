import Link from 'next/link'
import type { ReactNode } from 'react'

import { getTranslator } from '@/i18n'
import { locales, localizePath, type Locale } from '@/i18n/locales'
import type { SiteSetting } from '@/payload-types'

import { MediaImage } from '../MediaImage'

import { headerDataAttributes, headerStyleOptions, telHref } from '@/shared/header-styles'
import { HeaderSearch } from './HeaderSearch'
import { LanguageSwitch } from './LanguageSwitch.client'
import { SidePanel } from './SidePanel'
import { TopBar } from './TopBar'

/**
 * The site's header: its globals are read by the layout (src/data/site.ts) and handed in, and so
 * is its menu (`nav`: the menus feature's navigation, src/app/(frontend)/MainMenu.tsx), rendered
 * once: the bar on a wide screen, the mobile menu's content in this disclosure below 1,181 px.
 * The header style (site settings) picks the parts and, through data attributes, the layout
 * (./header-styles.ts).
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
  const style = headerStyleOptions(settings.headerStyle)
  const phone = style.call ? settings.contact?.phone?.trim() : undefined
  return (
    <header className="site-header" {...headerDataAttributes(style)}>
      {/* Sign in and register live in the top bar: a style without it keeps them (CSS folds the
          bar to those links). */}
      <TopBar
        items={style.topBar ? settings.topBar : []}
        offices={style.topBar ? settings.offices : []}
        locale={locale}
      />
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
              <span className="mobile-nav-label">{t('openMenu')}</span>
            </summary>
            {nav}
          </details>
        ) : null}
        {style.search !== 'none' ? <HeaderSearch locale={locale} mode={style.search} /> : null}
        {phone ? (
          <a className="header-call" href={telHref(phone)} aria-label={t('headerCall', { phone })}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path
                fill="currentColor"
                d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
              />
            </svg>
            <span className="header-call-number">{phone}</span>
          </a>
        ) : null}
        {style.side ? <SidePanel locale={locale} settings={settings} /> : null}
        <LanguageSwitch target={other} label={t('otherLanguage')} name={t('otherLanguageName')} />
      </div>
    </header>
  )
}
