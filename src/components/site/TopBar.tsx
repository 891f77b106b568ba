import type { Locale } from '@/i18n/locales'
import type { SiteSetting } from '@/payload-types'

import { textWithProtectedEmails } from '../ProtectedEmail'

// Small inline icons (24×24 paths): no icon font to download.
const icons: Record<string, string> = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7.2L4 7.3V17h16V7.3z',
  clock: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm1 5h-2v6l5 3 1-1.7-4-2.3z',
  pin: 'M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
}

/** The top bar info items; on small screens they rotate (CSS), one at a time. */
export function TopBar({ items, locale }: { items: SiteSetting['topBar']; locale: Locale }) {
  if (!items?.length) return null
  return (
    <div className="top-bar">
      <ul className="container top-bar-items" role="list">
        {items.map((item, i) => (
          <li key={item.id ?? i} className="top-bar-item" style={{ ['--i' as string]: i }}>
            <svg
              aria-hidden="true"
              className="top-bar-icon"
              viewBox="0 0 24 24"
              width="14"
              height="14"
            >
              <path fill="currentColor" d={icons[item.icon] ?? icons.pin} />
            </svg>
            {/* An address here is published protected, as in content. */}
            {textWithProtectedEmails(item.text ?? '', locale)}
          </li>
        ))}
      </ul>
    </div>
  )
}
