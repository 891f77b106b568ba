import Link from 'next/link'

import { getTranslator } from '@/i18n'
import { localizePath, type Locale } from '@/i18n/locales'
import type { SiteSetting } from '@/payload-types'

import { textWithProtectedEmails } from '../ProtectedEmail'

import { OfficeSwitcher } from './OfficeSwitcher'

// Small inline icons (24×24 paths): no icon font to download.
const icons: Record<string, string> = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7.2L4 7.3V17h16V7.3z',
  clock: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm1 5h-2v6l5 3 1-1.7-4-2.3z',
  user: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z',
  pin: 'M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
}

/**
 * The top bar: the editors' info items (site settings) and the visitor's sign-in and registration
 * links. Those two are chrome, not content: their words come from the catalogue and they are
 * there whatever the settings hold. The header is cached for everyone, so they do not depend on a
 * session (`/account` shows the sign-in form or the account). On small screens the info items
 * after the first are hidden (CSS) so the links keep their place. Offices, when the settings list
 * them, take the info items' place (./OfficeSwitcher.tsx).
 */
export function TopBar({
  items,
  offices,
  locale,
}: {
  items: SiteSetting['topBar']
  offices: SiteSetting['offices']
  locale: Locale
}) {
  const t = getTranslator(locale)
  const icon = (name: string) => (
    <svg aria-hidden="true" className="top-bar-icon" viewBox="0 0 24 24" width="14" height="14">
      <path fill="currentColor" d={icons[name] ?? icons.pin} />
    </svg>
  )
  return (
    <div className="top-bar">
      <div className="container top-bar-inner">
        {offices?.length ? (
          <OfficeSwitcher offices={offices} locale={locale} icon={icon} />
        ) : items?.length ? (
          <ul className="top-bar-items" role="list">
            {items.map((item, i) => (
              <li key={item.id ?? i} className="top-bar-item">
                {icon(item.icon)}
                {/* An address here is published protected, as in content. */}
                {textWithProtectedEmails(item.text ?? '', locale)}
              </li>
            ))}
          </ul>
        ) : null}
        <nav aria-label={t('accountNav')} className="top-bar-account">
          <ul role="list">
            <li>
              <Link href={localizePath('/account', locale)} prefetch={false}>
                {icon('user')}
                {t('signIn')}
              </Link>
            </li>
            <li>
              <Link href={localizePath('/register', locale)} prefetch={false}>
                {t('register')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  )
}
