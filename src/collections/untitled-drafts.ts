/**
 * "Create new" on a collection with autosaved drafts makes the document at once: Payload's
 * document view (@payloadcms/next, views/Document) creates an empty draft and redirects to it, so
 * autosave has an id to save to. An editor who clicks "Create new" and walks away leaves that
 * empty draft behind. Like WordPress's auto-drafts, such drafts are hidden from the list and
 * deleted by a sweep once they are a day old (long enough that nobody still has one open).
 *
 * A draft is "untitled and never edited" when it was never published, has no title in any
 * language and still has only the version it was created with: autosave's first save adds a
 * second version (payload's saveVersion creates a new one after a non-autosave version), and draft
 * saves never touch the document's own row, so its title stays empty until the first publish.
 */
import type { BaseFilter, CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { isWebServer } from '@/lib/runtime'

/** How old an untitled, never-edited draft must be before the sweep deletes it. */
export const UNTITLED_DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000
/** How often the web server sweeps. */
export const UNTITLED_DRAFT_SWEEP_INTERVAL_MS = 60 * 60 * 1000
/** The most drafts one look (list filter or sweep) checks. */
const BATCH = 200

function isEmpty(value: unknown): boolean {
  if (value == null) return true
  if (typeof value === 'string') return value.trim() === ''
  // A localized field read with locale "all": { ka: …, en: … }.
  if (typeof value === 'object') return Object.values(value).every(isEmpty)
  return false
}

/** The collections whose "Create new" makes an autosaved draft at once. */
export function autosaveCollections(payload: Payload): CollectionSlug[] {
  return payload.config.collections
    .filter((c) => {
      const drafts = typeof c.versions === 'object' ? c.versions?.drafts : undefined
      return typeof drafts === 'object' && Boolean(drafts.autosave) && !drafts.validate
    })
    .map((c) => c.slug as CollectionSlug)
}

/**
 * The ids of the collection's untitled drafts nobody edited, created before `createdBefore` when
 * given.
 */
export async function untitledDraftIds(
  payload: Payload,
  collection: CollectionSlug,
  { createdBefore, req }: { createdBefore?: Date; req?: PayloadRequest } = {},
): Promise<Array<number | string>> {
  const config = payload.collections[collection]?.config
  if (!config) return []
  const titleField = config.admin?.useAsTitle ?? 'id'
  if (titleField === 'id') return []
  const where: Where = { _status: { equals: 'draft' } }
  if (createdBefore) where.createdAt = { less_than: createdBefore.toISOString() }
  const { docs } = await payload.find({
    collection,
    where,
    depth: 0,
    limit: BATCH,
    sort: 'createdAt',
    locale: 'all',
    select: { [titleField]: true, createdAt: true },
    overrideAccess: true,
    req,
  })
  const ids: Array<number | string> = []
  for (const doc of docs as unknown as Array<Record<string, unknown> & { id: number | string }>) {
    if (!isEmpty(doc[titleField])) continue
    const { totalDocs } = await payload.countVersions({
      collection,
      where: { parent: { equals: doc.id } },
      overrideAccess: true,
      req,
    })
    if (totalDocs <= 1) ids.push(doc.id)
  }
  return ids
}

/**
 * The list's base filter: leaves out untitled drafts nobody edited, so "Create new" followed by
 * "back" shows the list as it was.
 */
export function hideUntitledDrafts(collection: CollectionSlug): BaseFilter {
  return async ({ req }) => {
    const ids = await untitledDraftIds(req.payload, collection, { req })
    return ids.length ? { id: { not_in: ids } } : null
  }
}

/** Deletes untitled, never-edited drafts older than `maxAgeMs`; returns how many per collection. */
export async function deleteUntitledDrafts(
  payload: Payload,
  { maxAgeMs = UNTITLED_DRAFT_MAX_AGE_MS, now = new Date() } = {},
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {}
  const createdBefore = new Date(now.getTime() - maxAgeMs)
  for (const collection of autosaveCollections(payload)) {
    const ids = await untitledDraftIds(payload, collection, { createdBefore })
    if (!ids.length) continue
    await payload.delete({
      collection,
      where: { id: { in: ids } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    deleted[collection] = ids.length
  }
  return deleted
}

/** Runs the sweep beside the web server (not in CLI or test processes): now, then hourly. */
export function startUntitledDraftSweep(payload: Payload): void {
  if (!isWebServer()) return
  const sweep = () =>
    deleteUntitledDrafts(payload).catch((err) =>
      payload.logger.error({ err, msg: 'Deleting untitled drafts failed' }),
    )
  void sweep()
  setInterval(sweep, UNTITLED_DRAFT_SWEEP_INTERVAL_MS).unref()
}
