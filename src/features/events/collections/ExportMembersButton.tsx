'use client'

import { useSearchParams } from 'next/navigation'

/** Above the members list: downloads the members the list's filters select (e.g. one event), as CSV. */
export function ExportMembersButton() {
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) if (key.startsWith('where')) query.append(key, value)
  const href = `/api/event-members/export.csv${query.size ? `?${query}` : ''}`
  return (
    <div style={{ marginBottom: '1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        Export CSV
      </a>
      <span style={{ marginLeft: '0.75rem', opacity: 0.7 }}>
        Exports the members that match the current filters.
      </span>
    </div>
  )
}
