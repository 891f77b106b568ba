/**
 * Which process this is. Loadable anywhere (Payload's CLI loads the config, which imports it).
 */

/**
 * The web server: Next's server runtime outside `next build`. Not the CLI (`payload migrate`,
 * `npm run worker`, seeds) or tests, which run no background work of the server's (mail worker,
 * schedules, job runner) unless they start it themselves.
 */
export function isWebServer(): boolean {
  return Boolean(process.env.NEXT_RUNTIME) && process.env.NEXT_PHASE !== 'phase-production-build'
}
