/**
 * `payload run src/seed/run.ts`: seeds an empty database (run by `npm start` after migrations).
 * Prints the admin's sign-in the first time; prints nothing to do on later starts.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seed } from './index'

const payload = await getPayload({ config })
try {
  const started = Date.now()
  const result = await seed(payload)
  if (!result.seeded) {
    payload.logger.info('Database already has content: nothing seeded.')
  } else {
    payload.logger.info(`Seeded demo content in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
    const { email, password, generated } = result.admin!
    const line = '─'.repeat(60)
    console.log(
      `\n${line}\n  Admin: http://localhost:${process.env.PORT || 3000}/admin\n  E-mail:   ${email}\n  Password: ${generated ? password : '(from ADMIN_PASSWORD)'}\n${line}\n`,
    )
  }
} finally {
  await payload.destroy()
}
process.exit(0)
