import type { Payload } from 'payload'

/** Whether a signed-in user may see drafts on the public site (an admin or an editor). */
export function mayReadDrafts(user: unknown): boolean {
  if (typeof user !== 'object' || user === null) return false
  const { collection, role } = user as { collection?: unknown; role?: unknown }
  return collection === 'users' && (role === 'admin' || role === 'editor')
}

/**
 * The user of a request who may see drafts, or null: the draft-mode cookie alone is not enough,
 * the request must also carry a live session (checked on every request, so drafts are gone the
 * moment the editor signs out).
 */
export async function draftViewer(payload: Payload, headers: Headers) {
  try {
    const { user } = await payload.auth({ headers })
    return mayReadDrafts(user) ? user : null
  } catch {
    return null
  }
}
