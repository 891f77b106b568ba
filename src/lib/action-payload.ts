/**
 * Server actions are the one kind of entry a caller cannot hand Payload: Next calls them. The app
 * hands its getter over once, at start (`src/instrumentation.ts`, and `src/data/payload.ts` when it
 * loads); a feature's server action asks here. Kept on `globalThis`: Next bundles each route
 * apart, and instrumentation in a bundle of its own, so a module's own variable would not be seen.
 */
import type { Payload } from 'payload'

const KEY = Symbol.for('sakhli.actionPayload')

type Holder = { [KEY]?: () => Promise<Payload> }

/** The app's Payload getter, for server actions (a test passes its own instance). */
export function provideActionPayload(getPayload: () => Promise<Payload>): void {
  ;(globalThis as Holder)[KEY] = getPayload
}

/** The Payload instance the app provided; a server action's only way to it. */
export function actionPayload(): Promise<Payload> {
  const getPayload = (globalThis as Holder)[KEY]
  if (!getPayload) throw new Error('No Payload was provided for server actions.')
  return getPayload()
}
