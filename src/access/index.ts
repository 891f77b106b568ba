import type { Access, FieldAccess } from 'payload'

type Role = 'admin' | 'editor'

/**
 * A user of the admin's `users` collection (an editor or an admin). A signed-in visitor (the
 * `visitors` collection) is a user to Payload too, but never an editor.
 */
export function isEditorUser(user: unknown): boolean {
  return (
    typeof user === 'object' &&
    user !== null &&
    (user as { collection?: unknown }).collection === 'users'
  )
}

function hasRole(user: unknown, role: Role): boolean {
  return isEditorUser(user) && (user as { role?: string }).role === role
}

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
export const isSignedIn: Access = ({ req }) => isEditorUser(req.user)
export const anyone: Access = () => true

/** Visitors read published documents only; signed-in editors read drafts too. */
export const publishedOrSignedIn: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  return { _status: { equals: 'published' } }
}

/** Admins manage every account; an editor reads and updates only their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (isEditorUser(req.user)) return { id: { equals: req.user!.id } }
  return false
}
