import { CommitOutcomeUnknown } from '@/db/commit-outcome'

import type { TestPayload } from './payload'

/**
 * Makes every commit's answer get lost after the commit: on SQLite the batch runs on the adapter's
 * connection and then throws as a lost writer thread does; on PostgreSQL a transaction that queues
 * mail commits and then its client throws a connection error. Answers a function that undoes it.
 */
export function loseCommitAnswers(t: TestPayload): () => void {
  const db = t.payload.db as unknown as {
    clientConfig?: { url?: string }
    client?: { batch: (...args: unknown[]) => Promise<unknown> }
    pool?: { connect: () => Promise<{ query: (...args: unknown[]) => Promise<unknown> }> }
  }
  if (db.client && db.clientConfig) {
    const { clientConfig, client } = db
    const batch = client.batch
    // Not a file: the batch goes to the adapter's own connection instead of the writer thread.
    db.clientConfig = { ...clientConfig, url: 'file::memory:' }
    client.batch = async (...args) => {
      await batch.apply(client, args)
      throw new CommitOutcomeUnknown('The SQLite writer thread was lost (test).')
    }
    return () => {
      db.clientConfig = clientConfig
      client.batch = batch
    }
  }
  // Only a transaction that queues mail (insertWithMail's) loses its answer: Payload's own
  // transactions on the same pool (an upload's create) commit as usual.
  const pool = db.pool!
  const connect = pool.connect
  // Clients go back to the pool: each one wrapped gets its own `query` back on restore.
  type Query = (...args: unknown[]) => Promise<unknown>
  const originals = new Map<{ query: Query }, Query>()
  pool.connect = async (...args: unknown[]) => {
    // pg-pool's own `query` connects with a callback: that path is left as it is.
    if (args.length) return connect.apply(pool, args as [])
    const client = await connect.call(pool)
    const query = client.query
    if (!originals.has(client)) originals.set(client, query)
    let queuesMail = false
    client.query = async (...args: unknown[]) => {
      const text = String((args[0] as { text?: unknown })?.text ?? args[0]).trim()
      if (/^insert into "mail_outbox"/i.test(text)) queuesMail = true
      const answer = await query.apply(client, args as [{ text: string }])
      if (queuesMail && /^commit$/i.test(text)) {
        client.query = query
        throw new Error('Connection terminated unexpectedly')
      }
      return answer
    }
    return client
  }
  return () => {
    pool.connect = connect
    for (const [client, query] of originals) client.query = query
  }
}
