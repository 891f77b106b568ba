/**
 * Seats without a mailbox are released only if something runs the sweep: the events feature's
 * onInit starts it (and the reminders) in the web server, at once and then every interval, and
 * nowhere else. `releaseExpiredHolds` itself is tested in seat-confirmation.int.test.ts.
 */
import type { Payload } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const { released, reminded } = vi.hoisted(() => ({
  released: vi.fn(async (_payload: unknown) => 0),
  reminded: vi.fn(async (_payload: unknown) => 0),
}))

vi.mock('@/features/events/server/holds', () => ({
  HOLD_SWEEP_INTERVAL_MS: 5 * 60 * 1000,
  releaseExpiredHolds: released,
}))
vi.mock('@/features/events/server/reminders', () => ({
  REMINDER_INTERVAL_MS: 10 * 60 * 1000,
  sendDueReminders: reminded,
}))

const payload = { logger: { error: vi.fn() } } as unknown as Payload

async function startedBy(env: Record<string, string | undefined>): Promise<void> {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value as string)
  const { eventsFeature } = await import('@/features/events')
  await eventsFeature.onInit?.(payload)
}

describe('the events feature starts the release of unconfirmed seats', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    released.mockClear()
    reminded.mockClear()
  })
  afterEach(() => {
    vi.clearAllTimers()
    vi.useRealTimers()
    vi.unstubAllEnvs()
  })

  it('in the web server: the sweep runs at start and every five minutes, reminders every ten', async () => {
    await startedBy({ NEXT_RUNTIME: 'nodejs', NEXT_PHASE: undefined, EVENT_SCHEDULE: undefined })
    expect(released).toHaveBeenCalledTimes(1)
    expect(released).toHaveBeenCalledWith(payload)
    expect(reminded).toHaveBeenCalledTimes(1)

    await vi.advanceTimersByTimeAsync(5 * 60 * 1000)
    expect(released).toHaveBeenCalledTimes(2)
    expect(reminded).toHaveBeenCalledTimes(1)

    await vi.advanceTimersByTimeAsync(5 * 60 * 1000)
    expect(released).toHaveBeenCalledTimes(3)
    expect(reminded).toHaveBeenCalledTimes(2)
  })

  it('a failed sweep is logged and the next one still runs', async () => {
    released.mockRejectedValueOnce(new Error('database busy'))
    await startedBy({ NEXT_RUNTIME: 'nodejs', NEXT_PHASE: undefined, EVENT_SCHEDULE: undefined })
    await vi.advanceTimersByTimeAsync(0)
    expect(payload.logger.error).toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000)
    expect(released).toHaveBeenCalledTimes(2)
  })

  it('not in the CLI, tests, the build, or with EVENT_SCHEDULE=off', async () => {
    await startedBy({ NEXT_RUNTIME: undefined })
    await startedBy({ NEXT_RUNTIME: 'nodejs', NEXT_PHASE: 'phase-production-build' })
    await startedBy({ NEXT_RUNTIME: 'nodejs', NEXT_PHASE: undefined, EVENT_SCHEDULE: 'off' })
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000)
    expect(released).not.toHaveBeenCalled()
    expect(reminded).not.toHaveBeenCalled()
  })
})
