/**
 * SQLite writes off the request thread. libsql runs a batch synchronously, commit and fsync
 * included, so on the server's one JavaScript thread every group commit stopped all requests for
 * its length. A worker thread with its own connection to the same file runs them instead, and the
 * server goes on reading requests meanwhile; the caller is answered when the commit is on disk, as
 * before. A database that is not a file (`:memory:`) keeps the adapter's own connection.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

import { CommitOutcomeUnknown } from './commit-outcome'
import type { Statement } from './insert-statement'

/** The rows each statement answered (by column name), in order. */
export type BatchRows = Record<string, unknown>[][]

/** What of Payload's SQLite adapter a write needs. */
export interface SqliteAdapterLike {
  /** The libsql client. */
  client?: {
    batch: (
      statements: Statement[],
      mode: 'write',
    ) => Promise<{ rows: Record<string, unknown>[] }[]>
  }
  clientConfig?: { url?: string }
  busyTimeout?: number
}

interface Pending {
  resolve: (rows: BatchRows) => void
  reject: (error: Error) => void
}

interface Writer {
  worker: Worker
  pending: Map<number, Pending>
  next: number
  /** Resolves when the thread has ended. */
  ended: Promise<void>
}

/**
 * The thread's script, loaded by Node from the project's files (outside the app's bundle), found
 * from the working directory as the default database file is (server/index.mjs and the scripts
 * run in the project's folder). A path the bundler can read as it is: made of anything else,
 * Turbopack traces the whole project as the worker's possible code and the build fails.
 */
const threadScript = path.join(process.cwd(), 'src', 'db', 'sqlite-writer-thread.mjs')

/** How long a stopping thread gets to finish its batches and close before it is terminated. */
const STOP_TIMEOUT_MS = 10_000

/** One writer per connection of the adapter (a test's Payload, the server's). */
const writers = new WeakMap<object, Writer>()

/** Whether a libsql URL names a file another connection can open. */
export function isFileUrl(url: string | undefined): url is string {
  return Boolean(url?.startsWith('file:') && !url.includes(':memory:'))
}

let scriptFound: boolean | undefined

/**
 * Whether the writer thread can run: the database is a file and the thread's script is there. A
 * missing script (the app started outside its folder) is said once; the adapter's own connection
 * then writes, correctly but on the request thread.
 */
function canUseWriter(url: string | undefined): boolean {
  if (!isFileUrl(url)) return false
  if (scriptFound === undefined) {
    scriptFound = existsSync(threadScript)
    if (!scriptFound) {
      console.warn(
        `SQLite writer thread not started: ${threadScript} is missing (start the app in its folder). Writes run on the request thread.`,
      )
    }
  }
  return scriptFound
}

/**
 * Runs `statements` as one write transaction (a libsql batch) and answers each statement's rows:
 * on the writer thread when the database is a file, else on the adapter's connection.
 */
export async function writeBatch(
  adapter: SqliteAdapterLike,
  statements: Statement[],
): Promise<BatchRows> {
  if (!adapter.client) throw new Error('The SQLite client is missing.')
  const url = adapter.clientConfig?.url
  if (url && canUseWriter(url)) {
    return batchOnWriter(adapter.client, url, adapter.busyTimeout ?? 0, statements)
  }
  return (await adapter.client.batch(statements, 'write')).map((result) => result.rows)
}

/**
 * The thread is gone: every batch it was sent may have committed or not (it can die between its
 * commit and its answer), so each fails as of unknown outcome, never to be retried.
 */
function failAll(owner: object, writer: Writer, cause: Error): void {
  if (writers.get(owner) === writer) writers.delete(owner)
  for (const { reject } of writer.pending.values()) {
    reject(
      new CommitOutcomeUnknown(`The SQLite writer thread was lost: ${cause.message}`, { cause }),
    )
  }
  writer.pending.clear()
}

/**
 * Stops the writer thread of `owner` (the adapter's client), if it has one: the thread runs the
 * batches it was sent, answers them, closes its connection and ends. It is not terminated from
 * here while it may be inside a libsql call (libsql's native code panics when it returns into a
 * stopped thread, and that aborts the whole process); only one that has not ended after
 * STOP_TIMEOUT_MS is.
 */
export async function stopWriter(owner: object): Promise<void> {
  const writer = writers.get(owner)
  if (!writer) return
  // Forgotten first: a write from now on starts a thread of its own.
  writers.delete(owner)
  writer.worker.ref()
  writer.worker.postMessage({ close: true })
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), STOP_TIMEOUT_MS)
  })
  try {
    if ((await Promise.race([writer.ended, late])) === 'late') await writer.worker.terminate()
  } finally {
    clearTimeout(timer)
  }
}

function start(owner: object, url: string, busyTimeout: number): Writer {
  // Tests only: a thread that dies after each commit, before its answer (SAKHLI_TEST_WRITER_DIES=1).
  const diesAfterCommit = process.env.SAKHLI_TEST_WRITER_DIES === '1'
  const worker = new Worker(threadScript, { workerData: { url, busyTimeout, diesAfterCommit } })
  const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
  const writer: Writer = { worker, pending: new Map(), next: 1, ended }
  // Idle, the thread does not keep the process alive; while a batch is out, it does.
  worker.unref()
  worker.on(
    'message',
    (message: { id: number; rows?: BatchRows; error?: Record<string, unknown> }) => {
      const waiting = writer.pending.get(message.id)
      if (!waiting) return
      writer.pending.delete(message.id)
      if (!writer.pending.size) worker.unref()
      if (message.error) {
        const { message: text, name, code } = message.error
        const error = Object.assign(
          new Error(String(text)),
          name ? { name } : {},
          code ? { code } : {},
        )
        waiting.reject(error)
      } else {
        waiting.resolve(message.rows ?? [])
      }
    },
  )
  worker.on('error', (error) => failAll(owner, writer, error))
  // An answer that cannot be read would leave its batch waiting for ever: the thread is done for.
  // It is asked to close (never terminated: it may be inside a libsql call); new writes start
  // another thread.
  worker.on('messageerror', (error) => {
    failAll(owner, writer, error)
    worker.postMessage({ close: true })
  })
  worker.on('exit', (code) =>
    failAll(owner, writer, new Error(`the thread ended (exit code ${code})`)),
  )
  writers.set(owner, writer)
  return writer
}

/** Sends a batch to the writer thread of `owner` (the adapter's client), started on first use. */
function batchOnWriter(
  owner: object,
  url: string,
  busyTimeout: number,
  statements: Statement[],
): Promise<BatchRows> {
  const writer = writers.get(owner) ?? start(owner, url, busyTimeout)
  const id = writer.next++
  return new Promise<BatchRows>((resolve, reject) => {
    try {
      writer.worker.postMessage({ id, statements })
    } catch (error) {
      // A value the thread cannot be sent (not cloneable): this batch fails, nothing waits on it.
      return reject(error)
    }
    if (!writer.pending.size) writer.worker.ref()
    writer.pending.set(id, { resolve, reject })
  })
}
