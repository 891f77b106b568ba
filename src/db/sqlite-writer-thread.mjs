/**
 * The SQLite writer thread (see ./sqlite-writer.ts): runs each batch of statements it is sent as
 * one write transaction on its own connection and answers the rows the statements return; sent
 * `{ close: true }`, it closes its connection once the batches before it are answered, and ends.
 * Plain JavaScript, loaded by Node as it is (not through the app's bundler).
 */
import { parentPort, workerData } from 'node:worker_threads'

import { createClient } from '@libsql/client'

const client = createClient({ url: workerData.url })
// The settings Payload's adapter gives its own connection (WAL is kept by the file itself).
await client.execute(`PRAGMA busy_timeout = ${Number(workerData.busyTimeout)}`)
await client.execute('PRAGMA synchronous = FULL')

async function run({ id, statements }) {
  try {
    const results = await client.batch(statements, 'write')
    // Tests only: lost between the commit and the answer, as a thread can be.
    if (workerData.diesAfterCommit) process.exit(1)
    // A libsql row's columns are its enumerable properties: it arrives as a plain object by column.
    parentPort.postMessage({ id, rows: results.map((result) => result.rows) })
  } catch (error) {
    parentPort.postMessage({
      id,
      error: { name: error?.name, message: String(error?.message ?? error), code: error?.code },
    })
  }
}

// One message at a time, in the order sent: a close waits for every batch sent before it.
let queue = Promise.resolve()
parentPort.on('message', (message) => {
  queue = queue.then(() => {
    if (!message.close) return run(message)
    client.close()
    parentPort.close()
  })
})
