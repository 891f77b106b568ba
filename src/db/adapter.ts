import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

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
  return sqliteAdapter({
    client: { url },
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    blocksAsJSON: true,
    push: false,
    autoIncrement: true,
    busyTimeout: 5000,
    wal: true,
  })
}
