/**
 * `payload run src/seed/run.ts`: seeds an empty database (run by `npm start` after migrations).
 * Prints the admin's sign-in the first time; says there is nothing to do on later starts.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seed } from './index'

// `payload run` imports this module; if the event loop ever empties while the seed awaits, Node
// ends the process quietly with code 0 and the site would start empty. So: fail unless we finish,
// and hold the loop open until then.
process.exitCode = 1
const keepAlive = setInterval(() => {}, 60_000)

async function main() {
  const payload = await getPayload({ config })
  try {
    const started = Date.now()
    const result = await seed(payload)
    if (!result.admin) {
      payload.logger.info('Database already has content: nothing seeded.')
      return
    }
    payload.logger.info(`Seeded demo content in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
    const { email, password, generated } = result.admin
    const line = '─'.repeat(60)
    console.log(
      `\n${line}\n  Admin: http://localhost:${process.env.PORT || 3000}/admin\n  E-mail:   ${email}\n  Password: ${generated ? password : '(from ADMIN_PASSWORD)'}\n${line}\n`,
    )
  } finally {
    await payload.destroy()
  }
}

try {
  await main()
  // scripts/start.mjs waits for this line: a run that ends without it is retried.
  console.log('sakhli:seed-finished')
  process.exitCode = 0
} catch (error) {
  console.error('Seeding failed:', error)
} finally {
  clearInterval(keepAlive)
}
process.exit()
