'use client'

import { useSearchParams } from 'next/navigation'

const BASE = '/admin/collections/form-submissions'

/** The list's filters for each folder, as Payload's own filter UI writes them. */
const SPAM_FOLDERS = [
  {
    key: 'inbox',
    label: 'Inbox',
    query:
      'where[or][0][and][0][spam.verdict][not_equals]=spam&where[or][1][and][0][spam.verdict][exists]=false',
  },
  { key: 'spam', label: 'Spam folder', query: 'where[or][0][and][0][spam.verdict][equals]=spam' },
  { key: 'all', label: 'All submissions', query: '' },
] as const

function currentFolder(params: URLSearchParams): (typeof SPAM_FOLDERS)[number]['key'] {
  const where = [...params.entries()].filter(([key]) => key.startsWith('where'))
  if (!where.length) return 'all'
  const text = where.map(([key, value]) => `${key}=${value}`).join('&')
  if (/\[spam\.verdict\]\[equals\]=spam/.test(text) && !/not_equals/.test(text)) return 'spam'
  if (/\[spam\.verdict\]\[not_equals\]=spam/.test(text)) return 'inbox'
  return 'all'
}

/**
 * Above the submissions list: the inbox (not spam), the spam folder (held back by the spam check,
 * never mailed; open one and press "Not spam" to send it) and everything.
 */
export function SpamFolderTabs() {
  const params = useSearchParams()
  const current = currentFolder(new URLSearchParams(params.toString()))
  return (
    <nav
      aria-label="Submission folders"
      style={{ display: 'flex', gap: '0.5rem', marginBottom: '1rem' }}
    >
      {SPAM_FOLDERS.map((folder) => (
        <a
          key={folder.key}
          href={folder.query ? `${BASE}?${folder.query}` : BASE}
          aria-current={current === folder.key ? 'page' : undefined}
          className={`btn btn--size-small ${current === folder.key ? 'btn--style-primary' : 'btn--style-secondary'}`}
        >
          {folder.label}
        </a>
      ))}
    </nav>
  )
}
