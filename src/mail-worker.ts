/**
 * The mail worker as a process of its own (`npm run worker` starts it through scripts/worker.mjs),
 * for deployments whose web servers set MAIL_WORKER=off. Runs until SIGINT or SIGTERM, then lets
 * the delivery in progress finish.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { deliverPendingMail } from '@/features/mail'

const INTERVAL_MS = 2_000

// `payload run` may end the process while the config is still loading if nothing keeps the event
// loop busy (see src/db/migrate.ts): hold it open until the loop below runs.
const keepAlive = setInterval(() => {}, 60_000)
const payload = await getPayload({ config })
clearInterval(keepAlive)
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true
  })
}
payload.logger.info('Mail worker started')
while (!stopping) {
  try {
    await deliverPendingMail(payload, { shouldStop: () => stopping })
  } catch (err) {
    payload.logger.error({ err, msg: 'Delivering mail failed' })
  }
  await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS))
}
payload.logger.info('Mail worker stopped')
process.exit(0)
