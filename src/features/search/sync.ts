/**
 * Keeps the index in step with the site (a Payload plugin, so the core's posts and pages get the
 * same hooks as the features' collections): a change or deletion of a source's document re-reads
 * it in every locale, in the saving operation's transaction; a change of a related collection (a
 * district, a category) re-reads its source's pages. Loadable by Payload's CLI.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  PayloadRequest,
  Plugin,
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

function relatedHooks(sources: SearchSource[]) {
  const resync = async (req: Parameters<CollectionAfterDeleteHook>[0]['req']) => {
    const { syncSearchRows } = await writer()
    for (const source of sources) await syncSearchRows(req.payload, source, undefined, req)
  }
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    await resync(req)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ req }) => resync(req)
  return { afterChange, afterDelete }
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
  hooks: { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook }[],
): void {
  if (!hooks.length || hooked.has(collection)) return
  hooked.add(collection)
  const own = (collection.hooks ??= {})
  own.afterChange = before(
    own.afterChange,
    hooks.map((h) => h.afterChange),
    revalidateAfterChange,
  )
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
