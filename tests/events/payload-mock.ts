/**
 * `@/data/payload` in the events' int tests: answers the Payload their suite started
 * (`eventsSuite`), for the modules that still ask for it themselves. Each test file mocks it with
 * `vi.mock('@/data/payload', () => import('./payload-mock'))`.
 */
import type { Payload } from 'payload'

let current: Payload | undefined

export function useTestPayload(payload: Payload | undefined): void {
  current = payload
}

export async function getPayloadClient(): Promise<Payload> {
  if (!current) throw new Error('No test Payload: call eventsSuite() in the describe block.')
  return current
}
