/**
 * One value per server process. Next bundles each route (and Payload's config) separately, so a
 * module-level variable exists once per bundle: a cache cleared by a collection hook would not be
 * the one a route reads. Values kept here are shared by every bundle of the process.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const store = globalThis as { [key: symbol]: unknown }
  const key = Symbol.for(`sakhli.${name}`)
  if (!(key in store)) store[key] = create()
  return store[key] as T
}
