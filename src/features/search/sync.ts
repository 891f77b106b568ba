/**
 * Keeps the index in step with the site (a Payload plugin, so the core's posts and pages get the
 * same hooks as the features' collections): a change or deletion of a source's document re-reads
 * it in every locale, in the saving operation's transaction; a change of a related record (a
 * district, a category) re-reads the pages that name it. Loadable by Payload's CLI.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
  CollectionSlug,
  FlattenedField,
  Payload,
  PayloadRequest,
  Plugin,
  Where,
} from 'payload'

import type { SearchSource } from '@/features/feature'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidate'

/** The sources the config was built with: the start's catch-up and the seed read them. */
let configuredSources: readonly SearchSource[] = []
export const currentSearchSources = (): readonly SearchSource[] => configuredSources

const writer = () => import('./server/index-writer')

/**
 * Whether a save left the public page as it was: a draft saved while the document stays
 * published (an autosave; drafts never touch the published row), or a draft of a document that
 * was never published. A publish, an unpublish and a collection without drafts always re-read.
 */
async function publicPageUnchanged(
  source: SearchSource,
  doc: { id: number | string; _status?: unknown },
  req: PayloadRequest,
): Promise<'unchanged' | 'gone' | 'changed'> {
  if (doc._status !== 'draft') return 'changed'
  const published = await req.payload.count({
    collection: source.collection,
    where: { and: [{ id: { equals: doc.id } }, { _status: { equals: 'published' } }] },
    req,
  })
  return published.totalDocs > 0 ? 'unchanged' : 'gone'
}

function documentHooks(source: SearchSource) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    const state = await publicPageUnchanged(source, doc, req)
    if (state === 'unchanged') return doc
    const { removeSearchRows, syncSearchRows } = await writer()
    if (state === 'gone')
      await removeSearchRows(req.payload, source.collection, [Number(doc.id)], req)
    else await syncSearchRows(req.payload, source, [Number(doc.id)], req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ id, req }) => {
    await (await writer()).removeSearchRows(req.payload, source.collection, [Number(id)], req)
  }
  return { afterChange, afterDelete }
}

/**
 * Where the source's documents name a record of `related`: its plain relationship fields to that
 * collection (in groups and named tabs too), or undefined when it reaches it otherwise (several
 * collections in one field, inside blocks): then every document is read again.
 */
export function pointingAt(
  payload: Payload,
  source: SearchSource,
  related: string,
  id: number | string,
): Where | undefined {
  const paths: string[] = []
  let unknown = false
  // Inside blocks (kept as JSON) a field cannot be queried.
  const walk = (fields: FlattenedField[], prefix: string, inBlocks: boolean) => {
    for (const field of fields) {
      const path = `${prefix}${field.name}`
      if (field.type === 'relationship' || field.type === 'upload') {
        if (field.relationTo === related && !inBlocks) paths.push(path)
        else if ([field.relationTo].flat().includes(related as CollectionSlug)) unknown = true
      } else if (field.type === 'blocks') {
        for (const block of field.blocks) walk(block.flattenedFields, '', true)
      } else if ('flattenedFields' in field) walk(field.flattenedFields, `${path}.`, inBlocks)
    }
  }
  walk(payload.collections[source.collection].config.flattenedFields, '', false)
  if (unknown || !paths.length) return undefined
  return { or: paths.map((path) => ({ [path]: { in: [id] } })) }
}

/** Per source, the ids of its documents that name a record. */
type Pointing = [SearchSource, number[]][]
/** What a deletion's `beforeDelete` found, for its `afterDelete` (by request, then record). */
const deleting = new WeakMap<PayloadRequest, Map<string, Pointing>>()

/**
 * A related record (a district, a category) changed or went: the pages that name it are read
 * again, a batch at a time, in the saving operation's transaction. A deletion finds them before
 * the record goes (the database then clears their references).
 */
function relatedHooks(sources: SearchSource[]) {
  const key = (collection: string, id: number | string) => `${collection}:${id}`
  const pointing = async (req: PayloadRequest, collection: string, id: number | string) => {
    const { documentIds } = await writer()
    const found: Pointing = []
    for (const source of sources) {
      const where = pointingAt(req.payload, source, collection, id)
      const ids: number[] = []
      for await (const batch of documentIds(req.payload, source.collection, where, req))
        ids.push(...batch)
      found.push([source, ids])
    }
    return found
  }
  const resync = async (req: PayloadRequest, found: Pointing) => {
    const { syncSearchRows } = await writer()
    for (const [source, ids] of found) await syncSearchRows(req.payload, source, ids, req)
  }
  const afterChange: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
    await resync(req, await pointing(req, collection.slug, doc.id))
    return doc
  }
  const beforeDelete: CollectionBeforeDeleteHook = async ({ collection, id, req }) => {
    const found = await pointing(req, collection.slug, id)
    const byKey = deleting.get(req) ?? new Map<string, Pointing>()
    deleting.set(req, byKey.set(key(collection.slug, id), found))
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
    const byKey = deleting.get(req)
    const found = byKey?.get(key(collection.slug, id))
    byKey?.delete(key(collection.slug, id))
    await resync(req, found ?? (await pointing(req, collection.slug, id)))
  }
  return { afterChange, beforeDelete, afterDelete }
}

/** Collections already given their sync hooks: a config built again in this process (tests
 * build one per database) must not add them twice. */
const hooked = new WeakSet<CollectionConfig>()

/** `list` with `added` before `last` (or at the end when `last` is not there). */
function before<T>(list: T[] | undefined, added: T[], last: T): T[] {
  const all = list ?? []
  const at = all.indexOf(last)
  return at < 0 ? [...all, ...added] : [...all.slice(0, at), ...added, ...all.slice(at)]
}

/**
 * Adds the hooks to the collection's own config, after its own hooks and before the revalidation
 * (which stays last, as `src/features/index.ts` adds it): Payload sanitizes a collection's fields
 * in place, so a copy would be sanitized twice by a second config.
 */
function addHooks(
  collection: CollectionConfig,
  hooks: {
    afterChange: CollectionAfterChangeHook
    beforeDelete?: CollectionBeforeDeleteHook
    afterDelete: CollectionAfterDeleteHook
  }[],
): void {
  if (!hooks.length || hooked.has(collection)) return
  hooked.add(collection)
  const own = (collection.hooks ??= {})
  own.afterChange = before(
    own.afterChange,
    hooks.map((h) => h.afterChange),
    revalidateAfterChange,
  )
  own.beforeDelete = [
    ...(own.beforeDelete ?? []),
    ...hooks.flatMap((h) => (h.beforeDelete ? [h.beforeDelete] : [])),
  ]
  own.afterDelete = before(
    own.afterDelete,
    hooks.map((h) => h.afterDelete),
    revalidateAfterDelete,
  )
}

/** The plugin: the sync hooks on every source's collection and on the collections they show. */
export function siteSearchSync(sources: readonly SearchSource[]): Plugin {
  return (config) => {
    configuredSources = sources
    for (const collection of config.collections ?? []) {
      const source = sources.find((s) => s.collection === collection.slug)
      const dependants = sources.filter((s) => s.related?.includes(collection.slug as never))
      addHooks(collection, [
        ...(source ? [documentHooks(source)] : []),
        ...(dependants.length ? [relatedHooks(dependants)] : []),
      ])
    }
    return config
  }
}
