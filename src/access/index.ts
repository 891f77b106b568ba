import type { Access, CollectionConfig, FieldAccess, GlobalConfig } from 'payload'

/**
 * Every operation a collection's REST routes check, each one stated: Payload's default for an
 * operation left out is "any signed-in user", and visitors (the `visitors` auth collection) are
 * signed-in users to Payload. `readVersions` is stated even where a collection keeps no versions.
 */
export type CollectionAccess = Required<
  Pick<
    NonNullable<CollectionConfig['access']>,
    'read' | 'readVersions' | 'create' | 'update' | 'delete'
  >
>
/** An auth collection's operations: those of every collection, who enters the admin and who unlocks. */
export type AuthCollectionAccess = CollectionAccess &
  Required<Pick<NonNullable<CollectionConfig['access']>, 'admin' | 'unlock'>>
/** A global's operations, each one stated. */
export type GlobalAccess = Required<NonNullable<GlobalConfig['access']>>

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

/** An editor whose role is admin. */
export const isAdminUser = (user: unknown): boolean => hasRole(user, 'admin')

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
export const isSignedIn: Access = ({ req }) => isEditorUser(req.user)
export const anyone: Access = () => true
/** Nobody through the API: only the site's own services (Local API, access overridden) may. */
export const nobody: Access = () => false

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

/** Public content: anyone reads, editors write (and read versions). */
export const publicContent: CollectionAccess = {
  read: anyone,
  readVersions: isSignedIn,
  create: isSignedIn,
  update: isSignedIn,
  delete: isSignedIn,
}

/**
 * Published content with drafts (pages, posts, listings): visitors read published documents only;
 * editors read drafts and versions (Payload's default lets any signed-in user read versions,
 * visitors included, and versions hold every unpublished draft) and write.
 */
export const publishedContent: CollectionAccess = {
  read: publishedOrSignedIn,
  readVersions: isSignedIn,
  create: isSignedIn,
  update: isSignedIn,
  delete: isSignedIn,
}

/** Settings only editors see and change. */
export const editorsOnly: CollectionAccess = {
  read: isSignedIn,
  readVersions: isSignedIn,
  create: isSignedIn,
  update: isSignedIn,
  delete: isSignedIn,
}

/**
 * Records a site service creates for a visitor (a submission, a seat, a subscription): nobody
 * creates them through the API; editors read, correct and delete them.
 */
export const serviceRecords: CollectionAccess = { ...editorsOnly, create: nobody }

/** What a service writes and keeps as written (the outbox, uploaded files): editors read, delete. */
export const serviceLog: CollectionAccess = { ...serviceRecords, update: nobody }
