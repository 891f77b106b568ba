import Link from 'next/link'

import { getTranslator } from '@/i18n'
import type { Locale } from '@/i18n/locales'
import type { Footer, SiteSetting } from '@/payload-types'
import { sitePaths } from '@/utilities/paths'

import { ProtectedEmail } from '../ProtectedEmail'
import { SmartLink } from '../SmartLink'

/** The site's footer: its globals are read by the layout (src/data/site.ts) and handed in. */
export function SiteFooter({
  locale,
  footer,
  settings,
}: {
  locale: Locale
  footer: Footer
  settings: SiteSetting
}) {
  const t = getTranslator(locale)
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <p className="footer-brand">{settings.siteName}</p>
          {footer.about ? <p>{footer.about}</p> : null}
        </div>
        {footer.columns?.map((column, i) => (
          <nav key={column.id ?? i} aria-label={column.heading} className="footer-column">
            <h2 className="footer-heading">{column.heading}</h2>
            <ul role="list">
              {column.links?.map((link, j) => (
                <li key={link.id ?? j}>
                  <SmartLink href={link.href} locale={locale}>
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <address className="footer-contact" id="footer-contact">
          <h2 className="footer-heading">{t('contact')}</h2>
          {settings.contact?.address ? <p>{settings.contact.address}</p> : null}
          {settings.contact?.phone ? (
            <p>
              {t('phone')}:{' '}
              <a href={`tel:${settings.contact.phone.replace(/\s+/g, '')}`}>
                {settings.contact.phone}
              </a>
            </p>
          ) : null}
          {settings.contact?.email ? (
            <p>
              {t('email')}: <ProtectedEmail email={settings.contact.email} locale={locale} />
            </p>
          ) : null}
          {settings.contact?.hours ? <p>{settings.contact.hours}</p> : null}
        </address>
      </div>
      <div className="container footer-bottom">
        <p>{footer.copyright || `© ${year} ${settings.siteName}. ${t('allRightsReserved')}`}</p>
        <Link href={sitePaths.feed(locale)} prefetch={false}>
          {t('rss')}
        </Link>
      </div>
    </footer>
  )
}
