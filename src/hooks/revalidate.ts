import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { revalidatePublicSite } from '@/utilities/page-cache'
import { LOOPBACK_TIMEOUT_MS, loopbackOrigin } from '@/utilities/loopback'
import { revalidationToken } from '@/utilities/revalidation-token'

import { purgeCdn } from './purge-cdn'

/** This server's own address for the internal revalidation route (not SERVER_URL: the proxy's). */
export function loopbackUrl(env: NodeJS.ProcessEnv = process.env): string {
  return `${loopbackOrigin(env)}/next/revalidate`
}

/**
 * Public pages are cached (full-route cache). Any published change may show on many pages (menus,
 * news lists, related posts), so the whole public site is revalidated: it re-renders lazily, page
 * by page, on the next request. Seeds and tests pass `context.disableRevalidate`.
 *
 * `revalidatePath` only takes effect inside a Next request, whose work store Next flushes when the
 * response ends. A publish through the REST API (the admin) is such a request. Everything else
 * (scheduled publishing in Payload's job runner, CLI scripts, server actions) asks the running
 * server over loopback to revalidate in a request of its own: a job has no request, and the timer
 * that runs it may even carry a long-finished request's store, where `revalidatePath` seems to
 * work but changes nothing. The loopback call uses the public route API only, so it keeps working
 * across Next releases, unlike Next's internal cache handlers; each instance of the site caches
 * in memory, and each revalidates its own cache, as it does for the admin.
 */
export async function revalidateSite(reason: string, req: PayloadRequest): Promise<void> {
  await revalidateThisServer(reason, req)
  await purgeCdn(reason, req.payload)
}

async function revalidateThisServer(reason: string, req: PayloadRequest): Promise<void> {
  const logger = req.payload.logger
  if (req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL') {
    try {
      revalidatePublicSite()
      logger.info(`Revalidated the public site: ${reason}`)
      return
    } catch {
      // Not inside Next after all (e.g. Payload's REST API served by another server): use loopback.
    }
  }
  try {
    const response = await fetch(loopbackUrl(), {
      method: 'POST',
      headers: { 'x-revalidate-token': revalidationToken() },
      signal: AbortSignal.timeout(LOOPBACK_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`status ${response.status}`)
    logger.info(`Revalidated the public site (loopback): ${reason}`)
  } catch (error) {
    const message = `Public site not revalidated (${reason}): ${String(error)}`
    // In the web server that is a real problem; a CLI script on its own has no cache to revalidate.
    if (process.env.NEXT_RUNTIME) logger.warn(message)
    else logger.debug(message)
  }
}

export const revalidateAfterChange: CollectionAfterChangeHook = async ({
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
  await revalidateSite(`${collection.slug} ${String(doc.id)}`, req)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({
  doc,
  req,
  collection,
}) => {
  if (!req.context.disableRevalidate) await revalidateSite(`${collection.slug} deleted`, req)
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = async ({ doc, req, global }) => {
  if (!req.context.disableRevalidate) await revalidateSite(`global ${global.slug}`, req)
  return doc
}
