/**
 * `payload run src/db/migrate.ts`: applies the committed migrations (run by `npm start`).
 * Used instead of `payload migrate`, which now and then ends quietly with code 0 before migrating
 * (its TypeScript loader leaves the event loop empty while the config is still loading) and the
 * site would then start on an empty database. Here we fail unless we finish, and keep the loop open.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

process.exitCode = 1
const keepAlive = setInterval(() => {}, 60_000)

try {
  const payload = await getPayload({ config })
  try {
    await payload.db.migrate()
    // scripts/start.mjs waits for this line: a run that ends without it is retried.
    console.log('sakhli:migrations-applied')
    process.exitCode = 0
  } finally {
    await payload.destroy()
  }
} catch (error) {
  console.error('Migrating the database failed:', error)
} finally {
  clearInterval(keepAlive)
}
process.exit()
