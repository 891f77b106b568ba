#!/usr/bin/env node
// `npm run worker`: the mail worker (src/mail-worker.ts) as a process of its own. Payload's
// CLI loads TypeScript through a loader that now and then lets Node end quietly with code 0 before
// the script ran (see scripts/start.mjs); a run that ends before the worker said it started is
// started again. SIGINT and SIGTERM are passed on, so the worker finishes the message in hand.
import { spawn } from 'node:child_process'

import { bin, PAYLOAD_RUN_ATTEMPTS, prepareEnv, root } from './env.mjs'

const STARTED = 'Mail worker started'
const env = prepareEnv()
let child
let stopping = false

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true
    child?.kill(signal)
  })
}

for (let attempt = 1; attempt <= PAYLOAD_RUN_ATTEMPTS && !stopping; attempt++) {
  let started = false
  child = spawn(bin('payload'), ['run', 'src/mail-worker.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  child.stdout.on('data', (data) => {
    process.stdout.write(data)
    if (data.toString().includes(STARTED)) started = true
  })
  const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? signal)))
  if (started || stopping || code !== 0) process.exit(typeof code === 'number' ? code : 0)
  console.error('✖ The mail worker ended before it started; starting it again.')
}
process.exit(stopping ? 0 : 1)
