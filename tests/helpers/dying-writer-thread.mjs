/**
 * A SQLite writer thread for tests (SAKHLI_TEST_WRITER_THREAD): it commits each batch it is sent
 * and then dies before it answers, as a thread lost between its commit and its answer would.
 */
import { parentPort, workerData } from 'node:worker_threads'

import { createClient } from '@libsql/client'

const client = createClient({ url: workerData.url })
await client.execute(`PRAGMA busy_timeout = ${Number(workerData.busyTimeout)}`)

parentPort.on('message', async (message) => {
  if (message.close) {
    client.close()
    parentPort.close()
    return
  }
  await client.batch(message.statements, 'write')
  process.exit(1)
})
