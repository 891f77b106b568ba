import Link from 'next/link'

import { getTranslator } from '@/i18n'
import { locales, localizePath, type Locale } from '@/i18n/locales'
import type { Header, SiteSetting } from '@/payload-types'

import { MediaImage } from '../MediaImage'
import { SmartLink } from '../SmartLink'

import { LanguageSwitch } from './LanguageSwitch.client'
import { TopBar } from './TopBar'

/** The site's header: its globals are read by the layout (src/data/site.ts) and handed in. */
export function SiteHeader({
  locale,
  header,
  settings,
}: {
  locale: Locale
  header: Header
  settings: SiteSetting
}) {
  const t = getTranslator(locale)
  const other = locales.find((l) => l !== locale) ?? locale
  const nav = header.nav ?? []
  // Rendered twice (desktop bar and mobile disclosure): ids carry the copy's prefix.
  const menu = (prefix: string) => (
    <ul className="menu" role="list">
      {nav.map((item, i) => {
        const id = `${prefix}-submenu-${i}`
        const hasChildren = Boolean(item.children?.length)
        return (
          <li
            key={item.id ?? i}
            className={`menu-item${hasChildren ? ' has-dropdown' : ''}${item.megaMenu ? ' mega-menu' : ''}`}
          >
            <SmartLink href={item.href} locale={locale} className="menu-link">
              {item.label}
            </SmartLink>
            {hasChildren ? (
              <>
                <button
                  type="button"
                  className="submenu-toggle"
                  aria-expanded="false"
                  aria-controls={id}
                  data-dropdown-toggle=""
                >
                  <span className="visually-hidden">
                    {t('toggleSubmenu', { label: item.label })}
                  </span>
                  <span aria-hidden="true" className="chevron" />
                </button>
                <ul className="submenu" id={id} role="list">
                  {item.children?.map((child, j) => (
                    <li key={child.id ?? j}>
                      <SmartLink href={child.href} locale={locale} className="submenu-link">
                        <span className="submenu-label">{child.label}</span>
                        {item.megaMenu && child.description ? (
                          <span className="submenu-description">{child.description}</span>
                        ) : null}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
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
        <nav aria-label={t('mainNav')} className="main-nav">
          {menu('nav')}
        </nav>
        <LanguageSwitch target={other} label={t('otherLanguage')} name={t('otherLanguageName')} />
        {/* The mobile menu is a native disclosure: it opens by keyboard and without JavaScript. */}
        <details className="mobile-nav">
          <summary>
            <span className="burger" aria-hidden="true" />
            {t('openMenu')}
          </summary>
          <nav aria-label={t('mainNav')}>{menu('mobile-nav')}</nav>
        </details>
      </div>
    </header>
  )
}
