/**
 * Who the visitor is, for the `logged_in` rule (spec 6) and a popup's audience: asked of Payload's
 * own `GET /me` of both auth collections (editors in `users`, with their `role`; signed-in visitors
 * in `visitors`, role `visitor`: options.ts `POPUP_USER_ROLES`), and only when a popup of the page
 * needs it, since pages are cached and carry nobody's session. Failures count as anonymous: an
 * audience of signed-in visitors then stays hidden.
 */
import type { PopupVisitor } from '../model/context'
import type { PopupAudience } from '../options'
import type { SlotPopup } from './slot-data'

/** The `me` calls, each with how its user's roles read. */
export const ME_ENDPOINTS: readonly {
  path: string
  roles: (user: Record<string, unknown>) => string[]
}[] = [
  {
    path: '/api/users/me',
    roles: (user) => (typeof user.role === 'string' ? [user.role] : []),
  },
  { path: '/api/visitors/me', roles: () => ['visitor'] },
]

/** A popup whose rules or audience depend on the visitor being signed in. */
export function popupNeedsVisitor(popup: SlotPopup): boolean {
  return popup.audience !== 'everyone' || Boolean(popup.settings.timing?.logged_in)
}

/** The popup's "Who sees it": everyone, signed-in visitors only, or anonymous ones only. */
export function audienceAdmits(audience: PopupAudience, user: PopupVisitor | null): boolean {
  if (audience === 'signed_in') return user !== null
  if (audience === 'anonymous') return user === null
  return audience === 'everyone'
}

type FetchLike = (url: string, init: RequestInit) => Promise<Response>

async function askMe(fetchImpl: FetchLike, endpoint: (typeof ME_ENDPOINTS)[number]) {
  try {
    const response = await fetchImpl(endpoint.path, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) return null
    const json: unknown = await response.json()
    const user = (json as { user?: unknown } | null)?.user
    if (typeof user !== 'object' || user === null) return null
    return { roles: endpoint.roles(user as Record<string, unknown>) }
  } catch {
    return null
  }
}

/** The signed-in user (an editor's session first), or null for an anonymous visitor. */
export async function fetchSignedInVisitor(fetchImpl: FetchLike): Promise<PopupVisitor | null> {
  const answers = await Promise.all(ME_ENDPOINTS.map((endpoint) => askMe(fetchImpl, endpoint)))
  return answers.find((answer) => answer !== null) ?? null
}
