import { getTranslator } from '@/i18n'
import type { Locale } from '@/i18n/locales'
import type { SiteSetting } from '@/payload-types'

import { ProtectedEmail } from '../ProtectedEmail'

import { telHref } from '@/shared/header-styles'

/**
 * The side-menu toggle and its off-canvas panel (the styles whose table row says `side`): the
 * site's contact details in a modal <dialog> (the APG dialog pattern with
 * ./side-panel-behaviour.ts: background inert, Escape, focus in after 100 ms and back to the
 * toggle). Without JavaScript the toggle is a link to the footer's contact details.
 */
export function SidePanel({ locale, settings }: { locale: Locale; settings: SiteSetting }) {
  const t = getTranslator(locale)
  const contact = settings.contact
  return (
    <>
      <a className="side-toggle" href="#footer-contact" data-side-toggle="side-panel">
        <span className="side-toggle-dots" aria-hidden="true" />
        <span className="visually-hidden">{t('headerSideOpen')}</span>
      </a>
      <dialog className="side-panel" id="side-panel" aria-labelledby="side-panel-title">
        <div className="side-panel-head">
          <h2 id="side-panel-title">{t('headerSideOpen')}</h2>
          <button type="button" className="side-panel-close" data-side-close="">
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('headerSideClose')}</span>
          </button>
        </div>
        <p className="side-panel-brand">{settings.siteName}</p>
        {settings.tagline ? <p>{settings.tagline}</p> : null}
        <address className="side-panel-contact">
          {contact?.address ? <p>{contact.address}</p> : null}
          {contact?.phone ? (
            <p>
              {t('phone')}: <a href={telHref(contact.phone)}>{contact.phone}</a>
            </p>
          ) : null}
          {contact?.email ? (
            <p>
              {t('email')}: <ProtectedEmail email={contact.email} locale={locale} />
            </p>
          ) : null}
          {contact?.hours ? <p>{contact.hours}</p> : null}
        </address>
      </dialog>
    </>
  )
}
