/**
 * Payload gives every collection and global the same REST routes, whether its configuration can
 * serve them or not; those it cannot answered 400, 500 or 501 (`/api/tags/versions`: no versions
 * table; `/api/users/verify/1`: no verification; `/api/payload-migrations`: a 501 naming the
 * address the server binds to). A route the configuration turns off is not served: 404. A file
 * missing from the disk is a 404 too.
 */
import type { Endpoint, SanitizedCollectionConfig, SanitizedConfig } from 'payload'

import { missingFileAsNotFound } from './errors'

type Route = Pick<Endpoint, 'method' | 'path'>

const VERSION_PATHS = new Set(['/versions', '/versions/:id'])

/** Whether a collection's configuration turns this route of Payload's off. */
function collectionRouteOff(
  route: Route,
  collection: SanitizedCollectionConfig,
  config: SanitizedConfig,
): boolean {
  if (VERSION_PATHS.has(route.path)) return !collection.versions
  if (route.path === '/paste-url/:id?') return !collection.upload?.pasteURL
  if (route.path === '/handle-schedules') return !config.jobs?.scheduling
  const auth = collection.auth
  if (!auth) return false
  // Only the admin's collection has a first user to register (and asks whether it has one).
  if (route.path === '/first-register' || route.path === '/init') {
    return collection.slug !== config.admin.user
  }
  if (route.path === '/verify/:id') return !auth.verify
  // Nothing is ever locked when logins are throttled instead (maxLoginAttempts: 0).
  if (route.path === '/unlock') return !auth.maxLoginAttempts
  return false
}

/** Removes the routes each collection's and global's configuration turns off. */
export function pruneDisabledRoutes(config: SanitizedConfig): void {
  for (const collection of config.collections) {
    // `endpoints: false` (migrations) answered 501 with the request's full URL.
    if (collection.endpoints === false) collection.endpoints = []
    else {
      collection.endpoints = collection.endpoints
        .filter((route) => !collectionRouteOff(route, collection, config))
        .map((route) =>
          route.path === '/file/:filename'
            ? { ...route, handler: missingFileAsNotFound(route.handler) }
            : route,
        )
    }
  }
  for (const global of config.globals) {
    if (global.endpoints === false) global.endpoints = []
    else if (!global.versions) {
      global.endpoints = global.endpoints.filter((route) => !VERSION_PATHS.has(route.path))
    }
  }
}
