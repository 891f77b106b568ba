import type { SiteSetting } from '@/payload-types'

const icons: Record<string, string> = { phone: '☎', mail: '✉', clock: '◷', pin: '⌖' }

/** The top bar info items; on small screens they rotate (CSS), one at a time. */
export function TopBar({ items }: { items: SiteSetting['topBar'] }) {
  if (!items?.length) return null
  return (
    <div className="top-bar">
      <ul className="container top-bar-items" role="list">
        {items.map((item, i) => (
          <li key={item.id ?? i} className="top-bar-item" style={{ ['--i' as string]: i }}>
            <span aria-hidden="true" className="top-bar-icon">
              {icons[item.icon] ?? ''}
            </span>
            {item.text}
          </li>
        ))}
      </ul>
    </div>
  )
}
