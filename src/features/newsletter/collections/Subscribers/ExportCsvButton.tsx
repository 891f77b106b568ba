'use client'

import { useSearchParams } from 'next/navigation'

/** Above the subscribers list: downloads the subscribers the list's filters select, as CSV. */
export function ExportCsvButton() {
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) if (key.startsWith('where')) query.append(key, value)
  const href = `/api/subscribers/export.csv${query.size ? `?${query}` : ''}`
  return (
    <div style={{ marginBottom: '1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        Export CSV
      </a>
      <span style={{ marginLeft: '0.75rem', opacity: 0.7 }}>
        Exports the subscribers that match the current filters.
      </span>
    </div>
  )
}
