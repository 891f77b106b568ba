'use client'

/**
 * An array row's label in the admin: the row's own text (a menu item's label, a card's title, a
 * team member's name) instead of Payload's "Nav 01". `fields` lists the row's fields to try, in
 * order; a row with none of them filled keeps the numbered label.
 */
import { useRowLabel } from '@payloadcms/ui'

const MAX_LENGTH = 60

function text(value: unknown): string {
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim()
  if (typeof value === 'number') return String(value)
  return ''
}

export function ItemRowLabel({
  fields = [],
  fallback = 'Item',
}: {
  fields?: string[]
  fallback?: string
}) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown> | undefined>()
  const parts = fields.map((name) => text(data?.[name])).filter(Boolean)
  const number = String((rowNumber ?? 0) + 1).padStart(2, '0')
  if (!parts.length) return <span>{`${fallback} ${number}`}</span>
  const label = parts.join(' · ')
  return (
    <span title={label}>
      {label.length > MAX_LENGTH ? `${label.slice(0, MAX_LENGTH - 1).trimEnd()}…` : label}
    </span>
  )
}
