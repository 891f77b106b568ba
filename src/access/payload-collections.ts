/**
 * Who may use Payload's own collections through the API. Payload adds them while it sanitizes the
 * config (after plugins run) and offers no override for preferences, locked documents or
 * migrations: their defaults admit any signed-in user, and visitors are signed-in users to
 * Payload. So they are set here, on the sanitized config, once per config before any request
 * (the config's `onInit`, see `src/lib/api/harden.ts`).
 */
import {
  Forbidden,
  NotFound,
  UnauthorizedError,
  type Access,
  type Endpoint,
  type PayloadHandler,
  type SanitizedCollectionConfig,
} from 'payload'

import { isEditorUser, isSignedIn, nobody } from './index'

type Operations = Required<
  Pick<
    NonNullable<SanitizedCollectionConfig['access']>,
    'read' | 'readVersions' | 'create' | 'update' | 'delete' | 'unlock'
  >
>

const editorsOnly: Operations = {
  read: isSignedIn,
  readVersions: nobody,
  create: isSignedIn,
  update: isSignedIn,
  delete: isSignedIn,
  unlock: nobody,
}
const closed: Operations = {
  read: nobody,
  readVersions: nobody,
  create: nobody,
  update: nobody,
  delete: nobody,
  unlock: nobody,
}

/** A handler that answers editors only: 401 without a session, 403 for a visitor's. */
function forEditors(handler: PayloadHandler): PayloadHandler {
  return (req) => {
    if (!req.user) throw new UnauthorizedError(req.t)
    if (!isEditorUser(req.user)) throw new Forbidden(req.t)
    return handler(req)
  }
}

/**
 * `DELETE /api/payload-preferences/:key` for a key the editor has no preference under: Payload's
 * SQL adapter then builds an invalid query (a 500); it is a 404.
 */
function missingPreferenceAsNotFound(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    const { totalDocs } = await req.payload.count({
      collection: 'payload-preferences',
      where: {
        and: [
          { key: { equals: req.routeParams?.key } },
          { 'user.value': { equals: req.user!.id } },
          { 'user.relationTo': { equals: req.user!.collection } },
        ],
      },
      req,
    })
    if (!totalDocs) throw new NotFound(req.t)
    return handler(req)
  }
}

/**
 * Preferences (the admin's column choices, open groups…) are the editors', each their own:
 * Payload's rule keeps them to their owner, this one to editors. Its own `/:key` routes check
 * only that someone is signed in, so they are wrapped too: a visitor's token stored 40 values of
 * 60 KB through them.
 */
function closePreferences(collection: SanitizedCollectionConfig): void {
  const own = collection.access.read
  const ownForEditors: Access = (args) => (isEditorUser(args.req.user) ? own(args) : false)
  collection.access = {
    ...collection.access,
    ...editorsOnly,
    read: ownForEditors,
    update: ownForEditors,
    delete: ownForEditors,
  }
  if (collection.endpoints === false) return
  collection.endpoints = collection.endpoints.map((endpoint): Endpoint => {
    if (endpoint.path !== '/:key') return endpoint
    const handler =
      endpoint.method === 'delete'
        ? missingPreferenceAsNotFound(endpoint.handler)
        : endpoint.handler
    return { ...endpoint, handler: forEditors(handler) }
  })
}

/**
 * Each of Payload's collections and its rule. One Payload adds that is not listed here stops the
 * start (`closePayloadCollections`), so none is ever served with Payload's default.
 */
const RULES: Record<string, (collection: SanitizedCollectionConfig) => void> = {
  'payload-preferences': closePreferences,
  // Which editor has which document open; the admin reads and takes over locks as the editor.
  'payload-locked-documents': (c) => void (c.access = { ...c.access, ...editorsOnly }),
  // Payload's own stores, written by its services with access overridden.
  'payload-jobs': (c) => void (c.access = { ...c.access, ...closed }),
  'payload-kv': (c) => void (c.access = { ...c.access, ...closed }),
  'payload-migrations': (c) => void (c.access = { ...c.access, ...closed }),
}

/** Sets the rule of each of Payload's own collections (`payload-*`) in a sanitized config. */
export function closePayloadCollections(collections: SanitizedCollectionConfig[]): void {
  for (const collection of collections) {
    if (!collection.slug.startsWith('payload-')) continue
    const rule = RULES[collection.slug]
    if (!rule) {
      throw new Error(
        `Payload's collection "${collection.slug}" has no access rule: add one in src/access/payload-collections.ts.`,
      )
    }
    rule(collection)
  }
}

/** Payload's collections this file has a rule for (the access test lists them). */
export const PAYLOAD_COLLECTIONS = Object.keys(RULES)
