import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { buildConfig, getPayload, type Payload } from 'payload'

import { createConfig } from '@/payload.config'

export type DatabaseKind = 'sqlite' | 'postgres'
/** Both by default; `TEST_DATABASES=sqlite` narrows a local run (CI always runs both). */
export const databaseKinds: DatabaseKind[] = (['sqlite', 'postgres'] as const).filter(
  (kind) => !process.env.TEST_DATABASES || process.env.TEST_DATABASES.split(',').includes(kind),
)

export interface TestPayload {
  payload: Payload
  /** The database it runs on (for a child process to share it). */
  databaseUrl: string
  /** Its `getPayload` cache key: pass it as `payloadInstanceCacheKey` to `handleEndpoints` (REST). */
  key: string
  cleanup: () => Promise<void>
}

/**
 * A Payload instance on a fresh database of the given kind, schema built by the committed
 * migrations (so the tests also prove the migrations work). PostgreSQL is this vitest worker's
 * database on the local server (TEST_POSTGRES_URL, set by tests/helpers/int-worker.ts), emptied first.
 */
export async function startPayload(kind: DatabaseKind): Promise<TestPayload> {
  process.env.PAYLOAD_SECRET ||= 'test-secret'
  const sqliteFile = path.join(os.tmpdir(), `sakhli-int-${randomBytes(4).toString('hex')}.db`)
  const databaseUrl =
    kind === 'sqlite'
      ? `file:${sqliteFile}`
      : process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test'
  const config = await buildConfig(createConfig({ databaseUrl }))
  const key = `test-${kind}-${Date.now()}`
  const payload = await getPayload({ config, key })
  // Migrations are imported through Vite (Payload's own file loader cannot import .ts here).
  const { migrations } =
    kind === 'sqlite'
      ? await import('@/db/migrations/sqlite/index')
      : await import('@/db/migrations/postgres/index')
  const db = payload.db as unknown as {
    dropDatabase: (args: { adapter: unknown }) => Promise<void>
    migrate: (args: { migrations: unknown[] }) => Promise<void>
  }
  await db.dropDatabase({ adapter: payload.db })
  await db.migrate({ migrations })
  return {
    payload,
    databaseUrl,
    key,
    cleanup: async () => {
      await payload.destroy()
      if (kind === 'sqlite') {
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqliteFile}${suffix}`, { force: true })
      }
    },
  }
}
