import type { Payload } from 'payload'

const PURGE_TIMEOUT_MS = 10_000

/**
 * Tells a CDN in front of the site that the public pages changed. Public HTML is sent with a shared
 * cache lifetime of CDN_MAX_AGE seconds (server/headers.mjs); with CDN_PURGE_URL set, each publish
 * POSTs `{ "purge": "all", "reason": … }` there (with `Authorization: Bearer CDN_PURGE_TOKEN` when
 * set), so the CDN drops its copies at once instead of when they expire. The whole site, as the
 * site's own revalidation: a change may show on any page (menus, lists).
 */
export async function purgeCdn(
  reason: string,
  payload: Pick<Payload, 'logger'>,
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  const url = env.CDN_PURGE_URL
  if (!url) return
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(env.CDN_PURGE_TOKEN ? { Authorization: `Bearer ${env.CDN_PURGE_TOKEN}` } : {}),
      },
      body: JSON.stringify({ purge: 'all', reason }),
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`status ${response.status}`)
    payload.logger.info(`Purged the CDN: ${reason}`)
  } catch (error) {
    // The CDN's copies then expire after CDN_MAX_AGE seconds, as without a purge hook.
    payload.logger.warn(`CDN not purged (${reason}): ${String(error)}`)
  }
}
