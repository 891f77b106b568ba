// Growing a benchmark's own database past the demo content (bench/scale.mjs, bench/search.mjs):
// a fresh SQLite file, one real contact submission (bench/scale-seed.ts copies it), and
// `payload run` scripts in the server's environment, retried when a run did nothing.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { PAYLOAD_RUN_ATTEMPTS, prepareEnv } from '../../scripts/env.mjs'
import {
  BENCH_ADMIN,
  discoverForm,
  formStartToken,
  multipartTemplate,
  submission,
} from './feedback-kit.mjs'
import { repoRoot } from './server.mjs'

/**
 * Points the server about to start at a new, empty `data/{name}.db`, signed in as the bench's
 * admin, trusting this machine as its proxy (each request may come from an address of its own).
 */
export function freshBenchDatabase(name) {
  const dbFile = path.join(repoRoot, 'data', `${name}.db`)
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true })
  process.env.DATABASE_URL = `file:${dbFile}`
  process.env.ADMIN_EMAIL = BENCH_ADMIN.email
  process.env.ADMIN_PASSWORD = BENCH_ADMIN.password
  process.env.TRUST_PROXY ??= '127.0.0.1'
}

/** One valid contact form submission, as a visitor sends it; the form's id. */
export async function sendOneSubmission(url, tag) {
  const { formId, hidden } = await discoverForm(url)
  const start = await formStartToken(url)
  // The spam module refuses a form sent sooner than its minimum fill time.
  await new Promise((r) => setTimeout(r, 2_100))
  const body = await multipartTemplate(submission(hidden, start, tag, true))
  const res = await fetch(`${url}/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`, {
    method: 'POST',
    headers: { 'content-type': body.contentType, accept: 'application/json' },
    body: body.forVisitor(0),
  })
  const answer = await res.json()
  if (answer.status !== 'mail_sent') throw new Error(`submission: ${JSON.stringify(answer)}`)
  return formId
}

/**
 * `npx payload run <script>` in the server's own environment (its persisted PAYLOAD_SECRET
 * included). Spawned, not run synchronously: the server's log pipe must keep draining meanwhile.
 */
export function payloadRun(script, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['payload', 'run', script], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...prepareEnv({ ...process.env }), NODE_OPTIONS: '--no-deprecation', ...env },
    })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script}: ${code}`))))
  })
}

/**
 * Runs `script` until `done()` says it did its work: `payload run` now and then ends quietly
 * before the script ran (scripts/start.mjs), and such a run is tried again.
 */
export async function payloadRunUntil(script, env, done) {
  for (let attempt = 1; ; attempt++) {
    await payloadRun(script, env)
    if (await done()) return
    if (attempt === PAYLOAD_RUN_ATTEMPTS) throw new Error(`${script} did not do its work`)
    console.error(`${script} ended without doing its work; trying again`)
  }
}
