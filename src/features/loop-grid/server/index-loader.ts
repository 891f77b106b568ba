/**
 * A source's filter index: every listed item's id and term slugs per taxonomy, in the source's
 * order, plus the terms themselves. One light query for the items (ids and taxonomy fields only)
 * and one per term collection; the grid and its filters on a page share it (React's `cache`).
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import type { IndexedItem } from '../model/match'
import type { LoopSourceName } from '../model/constants'
import { LOOP_SOURCES, type Term } from './sources'

export interface SourceIndex {
  source: LoopSourceName
  items: IndexedItem[]
  terms: Record<string, Term[]>
}

function keysOf(value: unknown): (number | string)[] {
  const list = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]
  return list
    .map((v) => (v && typeof v === 'object' && 'id' in v ? (v as { id: number }).id : v))
    .filter((v): v is number | string => typeof v === 'number' || typeof v === 'string')
}

export async function loadSourceIndex(
  payload: Payload,
  source: LoopSourceName,
  locale: Locale,
  now = new Date(),
): Promise<SourceIndex> {
  const def = LOOP_SOURCES[source]
  const select = Object.fromEntries(
    [...def.taxonomies.map((t) => t.field), ...Object.values(def.values ?? {})].map((f) => [
      f,
      true,
    ]),
  )
  const [found, ...termLists] = await Promise.all([
    payload.find({
      collection: def.collection,
      locale,
      where: def.where(now),
      sort: def.sort,
      depth: 0,
      pagination: false,
      select,
    }),
    ...def.taxonomies.map((t) => t.terms(payload, locale)),
  ])
  const terms: Record<string, Term[]> = {}
  const slugByKey = def.taxonomies.map((t, i) => {
    terms[t.name] = termLists[i]!
    return new Map(termLists[i]!.map((term) => [term.key, term.slug]))
  })
  const items = found.docs.map((doc) => {
    const record = doc as unknown as Record<string, unknown>
    const itemTerms: Record<string, string[]> = {}
    def.taxonomies.forEach((t, i) => {
      itemTerms[t.name] = keysOf(record[t.field])
        .map((key) => slugByKey[i]!.get(key))
        .filter((slug): slug is string => Boolean(slug))
    })
    if (!def.values) return { id: Number(record.id), terms: itemTerms }
    const values: Record<string, number | null> = {}
    for (const [name, field] of Object.entries(def.values)) {
      const value = record[field]
      values[name] = typeof value === 'number' && Number.isFinite(value) ? value : null
    }
    return { id: Number(record.id), terms: itemTerms, values }
  })
  return { source, items, terms }
}
