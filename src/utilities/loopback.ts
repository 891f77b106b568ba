/** This server's own address over loopback (not SERVER_URL, which is the proxy's). */
export function loopbackOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return `http://127.0.0.1:${env.PORT || 3000}`
}

/** How long a call to this server over loopback may take before it is given up. */
export const LOOPBACK_TIMEOUT_MS = 10_000

/**
 * The markers around the part of a fragment page (`src/app/(fragment)`) that the compatible API
 * answers: the page puts them around its content, `readFragment` cuts between them.
 */
export const FRAGMENT_START = 'start'
export const FRAGMENT_END = 'end'

const marker = (name: string) => `<div data-sakhli-fragment="${name}" hidden=""></div>`

/** The HTML between the markers, or null when the document does not hold exactly one pair. */
export function cutFragment(document: string): string | null {
  const start = document.indexOf(marker(FRAGMENT_START))
  const end = document.indexOf(marker(FRAGMENT_END))
  if (start < 0 || end < start) return null
  if (document.indexOf(marker(FRAGMENT_START), start + 1) >= 0) return null
  return document.slice(start + marker(FRAGMENT_START).length, end)
}

/**
 * A fragment page of this server (`path`, e.g. `/fragment/ka/widget-area/3`) read over loopback
 * and cut between its markers; null, logged under `label`, when it answered no 2xx or no single
 * pair of markers. A failed or timed-out call throws: the caller answers its own error.
 */
export async function readFragment(path: string, label: string): Promise<string | null> {
  const response = await fetch(`${loopbackOrigin()}${path}`, {
    signal: AbortSignal.timeout(LOOPBACK_TIMEOUT_MS),
  })
  const html = response.ok ? cutFragment(await response.text()) : null
  if (html === null) console.error(`[${label}] fragment ${path} answered ${response.status}`)
  return html
}
