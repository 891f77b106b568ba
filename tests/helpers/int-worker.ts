/**
 * Setup for the integration tests (vitest.config.ts, project `int`): files run two at a time, one
 * per vitest worker, so each worker gets its own PostgreSQL database (`<db>_w<pool id>`, created
 * here when missing) and its own upload folders. One worker's `dropDatabase` then never empties
 * the tables another worker's test is using.
 */
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

const worker = process.env.VITEST_POOL_ID || '1'

process.env.MEDIA_DIR = path.join(os.tmpdir(), `sakhli-test-media-w${worker}`)
process.env.FORM_FILES_DIR = path.join(os.tmpdir(), `sakhli-test-form-files-w${worker}`)

const base = new URL(process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test')
const baseName = decodeURIComponent(base.pathname.slice(1)) || 'test'
const own = new URL(base)
own.pathname = `/${baseName}_w${worker}`
process.env.TEST_POSTGRES_URL = own.toString()

const wantsPostgres = !process.env.TEST_DATABASES || process.env.TEST_DATABASES.includes('postgres')
if (wantsPostgres) {
  // The server's maintenance database: the named one need not exist.
  const maintenance = new URL(base)
  maintenance.pathname = '/postgres'
  const client = new pg.Client({ connectionString: maintenance.toString() })
  await client.connect()
  try {
    const name = `${baseName}_w${worker}`
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) {
      // Identifiers cannot be bound parameters; the name is ours (database name + digits).
      await client
        .query(`create database "${name.replace(/"/g, '""')}"`)
        .catch((error: unknown) => {
          // Two workers starting at once may both try; the second finds it made.
          if ((error as { code?: string }).code !== '42P04') throw error
        })
    }
  } finally {
    await client.end()
  }
}
