'use client'

import { useSearchParams } from 'next/navigation'

interface Props {
  /** The collection's export endpoint, e.g. `/api/subscribers/export.csv` (src/lib/csv/export.ts). */
  endpoint: string
  /** What the rows are, for the editor: `submissions`, `members`, `subscribers`. */
  rows: string
}

/** Above an admin list: downloads the rows the list's filters select, as CSV. */
export function ExportCsvButton({ endpoint, rows }: Props) {
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) if (key.startsWith('where')) query.append(key, value)
  const href = `${endpoint}${query.size ? `?${query}` : ''}`
  return (
    <div style={{ marginBottom: '1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        Export CSV
      </a>
      <span style={{ marginLeft: '0.75rem', opacity: 0.7 }}>
        Exports the {rows} that match the current filters.
      </span>
    </div>
  )
}
