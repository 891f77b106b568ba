import type { Access, FieldAccess } from 'payload'

type Role = 'admin' | 'editor'

function hasRole(user: unknown, role: Role): boolean {
  return typeof user === 'object' && user !== null && (user as { role?: string }).role === role
}

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
export const isSignedIn: Access = ({ req }) => Boolean(req.user)
export const anyone: Access = () => true

/** Visitors read published documents only; signed-in editors read drafts too. */
export const publishedOrSignedIn: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } }
}

/** Admins manage every account; an editor reads and updates only their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}
