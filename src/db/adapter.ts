import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

import { settleGroupCommits } from './group-commit'
import { stopWriter } from './sqlite-writer'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** The SQLite file used when DATABASE_URL is not set. */
export const defaultDatabaseUrl = `file:${path.resolve(process.cwd(), 'data', 'sakhli.db')}`

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url)
}

/**
 * SQLite by default, PostgreSQL when DATABASE_URL is a postgres:// URL. Both keep blocks as JSON
 * (the page builder has many nested blocks) and never push: the schema comes from migrations only.
 */
export function databaseAdapter(
  url = process.env.DATABASE_URL || defaultDatabaseUrl,
): DatabaseAdapterObj {
  if (isPostgresUrl(url)) {
    return postgresAdapter({
      pool: { connectionString: url, max: Number(process.env.DATABASE_POOL_MAX || 10) },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      blocksAsJSON: true,
      push: false,
    })
  }
  return closingConnectionOnDestroy(
    sqliteAdapter({
      client: { url },
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      blocksAsJSON: true,
      push: false,
      autoIncrement: true,
      busyTimeout: 5000,
      wal: true,
    }),
  )
}

/** What of the SQLite adapter closing it touches. */
interface SqliteConnection {
  client?: { close: () => void }
}

/**
 * Payload's `destroy` leaves the SQLite connection open, and with it our writer thread: both are
 * closed here. First the records already queued for a group commit are written and the writer
 * thread finishes what it was sent (Payload's `destroy` forgets the tables those writes need),
 * then Payload's own `destroy`, then the connection closes. `connect` opens a new connection when
 * there is none (development's reload destroys and connects again).
 */
function closingConnectionOnDestroy(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args) as BaseDatabaseAdapter & SqliteConnection
      const destroy = adapter.destroy
      adapter.destroy = async () => {
        const client = adapter.client
        try {
          await settleGroupCommits(adapter.payload)
          if (client) await stopWriter(client)
          await destroy?.call(adapter)
        } finally {
          if (client) {
            adapter.client = undefined
            client.close()
          }
        }
      }
      return adapter
    },
  }
}
