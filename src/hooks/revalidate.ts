import { revalidatePath } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

/**
 * Public pages are cached (full-route cache). Any published change may show on many pages (menus,
 * news lists, related posts), so the whole public site is revalidated: it re-renders lazily, page
 * by page, on the next request. Seeds and tests pass `context.disableRevalidate`.
 */
export function revalidateSite(reason: string, logger?: { info: (msg: string) => void }): void {
  try {
    // The root layout's tag covers every cached page and route of both locales.
    revalidatePath('/', 'layout')
    logger?.info(`Revalidated the public site: ${reason}`)
  } catch {
    // Outside a Next request (CLI scripts) there is no cache to revalidate.
  }
}

export const revalidateAfterChange: CollectionAfterChangeHook = ({
  doc,
  previousDoc,
  req,
  collection,
}) => {
  if (req.context.disableRevalidate) return doc
  const status = (doc as { _status?: string })._status
  const previousStatus = (previousDoc as { _status?: string } | undefined)?._status
  // Draft autosaves change nothing the public sees, unless they unpublish a published document.
  if (status === 'draft' && previousStatus !== 'published') return doc
  revalidateSite(`${collection.slug} ${String(doc.id)}`, req.payload.logger)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = ({ doc, req, collection }) => {
  if (!req.context.disableRevalidate)
    revalidateSite(`${collection.slug} deleted`, req.payload.logger)
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = ({ doc, req, global }) => {
  if (!req.context.disableRevalidate) revalidateSite(`global ${global.slug}`, req.payload.logger)
  return doc
}
