/**
 * Keeps the market history in step with the listings: a change to a listing (a price, an area, a
 * district or deal moved, a publish or unpublish, a sale) recomputes the current month's row of
 * every (district, deal) it was or is in; a deletion recomputes its own. Inside the request's
 * transaction (`req`), so the row and the listing are committed together; idempotent (the row is
 * computed from the listings, never adjusted by a difference, and written only when it differs).
 */
import type { Payload, PayloadRequest } from 'payload'

import { MARKET_DEALS, MARKET_HISTORY_SLUG, type MarketDeal } from '../model/constants'
import { computeIndex, monthOf, type IndexValue } from '../model/indexes'

export interface MarketPair {
  district: number
  deal: MarketDeal
}

interface ListingLike {
  district?: unknown
  dealType?: unknown
}

function idOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value
  if (value && typeof value === 'object' && 'id' in value)
    return idOf((value as { id: unknown }).id)
  return null
}

/** The (district, deal) pairs a listing belongs to, before and after a change, once each. */
export function pairsOf(...docs: (ListingLike | null | undefined)[]): MarketPair[] {
  const pairs = new Map<string, MarketPair>()
  for (const doc of docs) {
    if (!doc) continue
    const district = idOf(doc.district)
    const deal = doc.dealType
    if (district === null || !(MARKET_DEALS as readonly unknown[]).includes(deal)) continue
    pairs.set(`${district}|${deal}`, { district, deal: deal as MarketDeal })
  }
  return [...pairs.values()]
}

/** The index of a district and deal now: its published listings that are not sold. */
export async function currentIndex(
  payload: Payload,
  pair: MarketPair,
  req?: PayloadRequest,
): Promise<IndexValue> {
  const found = await payload.find({
    collection: 'properties',
    where: {
      and: [
        { district: { equals: pair.district } },
        { dealType: { equals: pair.deal } },
        { _status: { equals: 'published' } },
        { status: { not_equals: 'sold' } },
      ],
    },
    select: { priceGel: true, area: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return computeIndex(found.docs, pair.deal)
}

/** Writes `value` as `month`'s row of `pair` (created, updated, or left as it is). */
export async function writeHistoryRow(
  payload: Payload,
  pair: MarketPair,
  month: string,
  value: IndexValue,
  req?: PayloadRequest,
): Promise<void> {
  const common = { overrideAccess: true, ...(req ? { req } : {}) } as const
  const existing = await payload.find({
    collection: MARKET_HISTORY_SLUG,
    where: {
      and: [
        { month: { equals: month } },
        { district: { equals: pair.district } },
        { dealType: { equals: pair.deal } },
      ],
    },
    depth: 0,
    limit: 1,
    pagination: false,
    ...common,
  })
  const row = existing.docs[0]
  const data = { pricePerSqm: value.pricePerSqm, listings: value.listings }
  if (row) {
    if ((row.pricePerSqm ?? null) === data.pricePerSqm && row.listings === data.listings) return
    await payload.update({ collection: MARKET_HISTORY_SLUG, id: row.id, data, depth: 0, ...common })
    return
  }
  await payload.create({
    collection: MARKET_HISTORY_SLUG,
    data: { month, district: pair.district, dealType: pair.deal, ...data },
    depth: 0,
    ...common,
  })
}

/** Recomputes the current month's rows of `pairs`. */
export async function recomputePairs(
  payload: Payload,
  pairs: readonly MarketPair[],
  req?: PayloadRequest,
  now: Date = new Date(),
): Promise<void> {
  const month = monthOf(now)
  for (const pair of pairs) {
    await writeHistoryRow(payload, pair, month, await currentIndex(payload, pair, req), req)
  }
}

const publishedKey = (id: unknown) => `market:published:${String(id)}`

/**
 * The properties' beforeChange (an update): remembers the published listing's district and deal
 * as they are before the write. With drafts, `previousDoc` may be the latest draft, not what
 * visitors saw: a publish can move a listing from a district no draft named.
 */
export async function beforeListingChange(args: {
  operation: string
  originalDoc?: { id?: unknown } | null
  req: PayloadRequest
}): Promise<void> {
  const id = args.originalDoc?.id
  if (args.operation !== 'update' || (typeof id !== 'number' && typeof id !== 'string')) return
  if (args.req.context?.skipMarketHistory) return
  const found = await args.req.payload.find({
    collection: 'properties',
    where: { id: { equals: id } },
    select: { district: true, dealType: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req: args.req,
  })
  args.req.context[publishedKey(id)] = found.docs[0] ?? null
}

/** The properties' afterChange: the pairs of the listing before and after. */
export async function afterListingChange(args: {
  doc: ListingLike & { id?: unknown }
  previousDoc?: ListingLike | null
  req: PayloadRequest
}): Promise<void> {
  if (args.req.context?.skipMarketHistory) return
  const published = args.req.context?.[publishedKey(args.doc.id)] as ListingLike | undefined
  await recomputePairs(args.req.payload, pairsOf(published, args.previousDoc, args.doc), args.req)
}

/** The properties' afterDelete: the pair of the listing deleted. */
export async function afterListingDelete(args: { doc: ListingLike; req: PayloadRequest }) {
  if (args.req.context?.skipMarketHistory) return
  await recomputePairs(args.req.payload, pairsOf(args.doc), args.req)
}

/** The districts' beforeDelete: a district deleted takes its history with it. */
export async function beforeDistrictDelete(args: {
  id: number | string
  req: PayloadRequest
}): Promise<void> {
  await args.req.payload.delete({
    collection: MARKET_HISTORY_SLUG,
    where: { district: { equals: args.id } },
    overrideAccess: true,
    req: args.req,
  })
}
