#!/usr/bin/env node
// `npm start`: apply migrations, seed an empty database, build when the sources changed since the
// last build, then serve the site and the admin on PORT (3000). `--build-only` builds (when the
// sources changed) and stops: `npm test` builds for the end-to-end tests beside the unit tests.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { bin, PAYLOAD_RUN_ATTEMPTS, prepareEnv, root } from './env.mjs'
import { supervise } from './supervise.mjs'

// Printed by the migrate and seed scripts when they have finished (see runScript).
const MIGRATED = 'sakhli:migrations-applied'
const SEEDED = 'sakhli:seed-finished'

const env = prepareEnv()
const buildOnly = process.argv.includes('--build-only')

function run(label, command, args) {
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal}).`)
    process.exit(result.status || 1)
  }
}

/** A hash of everything the build reads, so a second start skips an unchanged build. */
function sourceHash() {
  const hash = createHash('sha256')
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else
        hash
          .update(`${path.relative(root, full)}:${statSync(full).size}:`)
          .update(readFileSync(full))
    }
  }
  walk(path.join(root, 'src'))
  walk(path.join(root, 'public'))
  for (const file of ['next.config.ts', 'package-lock.json', 'tsconfig.json']) {
    if (existsSync(path.join(root, file))) hash.update(readFileSync(path.join(root, file)))
  }
  // The site's own address is built into static files (robots.txt names the sitemap's address),
  // and without SERVER_URL it is localhost on PORT.
  for (const key of ['SERVER_URL', 'NEXT_PUBLIC_SERVER_URL', 'PORT'])
    hash.update(`${key}=${env[key] ?? ''}`)
  return hash.digest('hex')
}

/**
 * Runs a `payload run` script that prints `sentinel` when it has done its work. Payload's CLI
 * loads TypeScript through a loader that now and then lets Node end quietly with code 0 before the
 * script ran; such a run is retried instead of being taken for success.
 */
function runScript(label, script, sentinel) {
  for (let attempt = 1; attempt <= PAYLOAD_RUN_ATTEMPTS; attempt++) {
    console.log(`\n▶ ${label}${attempt > 1 ? ` (attempt ${attempt})` : ''}`)
    const result = spawnSync(bin('payload'), ['run', script], {
      cwd: root,
      env,
      stdio: ['inherit', 'pipe', 'inherit'],
      encoding: 'utf8',
    })
    process.stdout.write(result.stdout ?? '')
    if (result.status !== 0) {
      console.error(`✖ ${label} failed (exit ${result.status ?? result.signal}).`)
      process.exit(result.status || 1)
    }
    if (result.stdout?.includes(sentinel)) return
    console.error(`✖ ${label} ended without finishing; trying again.`)
  }
  console.error(`✖ ${label} did not finish.`)
  process.exit(1)
}

if (!buildOnly) {
  runScript('Applying database migrations', 'src/db/migrate.ts', MIGRATED)
  runScript('Seeding demo content (empty database only)', 'src/seed/run.ts', SEEDED)
}

const stamp = path.join(root, '.next', 'sakhli-build-hash')
const hash = sourceHash()
const built =
  existsSync(path.join(root, '.next', 'BUILD_ID')) &&
  existsSync(stamp) &&
  readFileSync(stamp, 'utf8') === hash
if (built && !process.env.FORCE_BUILD) {
  console.log('\n▶ Build is up to date')
} else {
  run('Building the site', bin('next'), ['build'])
  writeFileSync(stamp, hash)
}
run('Finishing the build assets (compile hints, brotli)', process.execPath, [
  path.join(root, 'scripts', 'finish-build.mjs'),
])
if (buildOnly) process.exit(0)

console.log(`\n▶ Serving http://localhost:${env.PORT} (admin: /admin)`)
// Next's handler behind the front (server/): forwarding, body caps, headers and timeouts. A server
// that dies is started again (1 s back-off doubling to 30 s); Ctrl-C or SIGTERM stops it and us.
supervise({
  command: process.execPath,
  args: [path.join(root, 'server', 'index.mjs')],
  options: { cwd: root, env: { ...env, NODE_ENV: 'production' }, stdio: 'inherit' },
})
