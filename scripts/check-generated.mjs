#!/usr/bin/env node
// Fails when committed generated files drift from the config: payload-types.ts, the admin import
// map, and the SQLite and PostgreSQL migrations (a schema change without a migration).
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { bin, prepareEnv, root } from './env.mjs'

const env = prepareEnv({ ...process.env, PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'check' })
const generated = ['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js']
const before = generated.map((f) => readFileSync(path.join(root, f), 'utf8'))
let failed = false

for (const command of ['generate:types', 'generate:importmap']) {
  const r = spawnSync(bin('payload'), [command], { cwd: root, env, encoding: 'utf8' })
  if (r.status !== 0) {
    console.error(r.stdout, r.stderr)
    process.exit(1)
  }
}
generated.forEach((file, i) => {
  if (readFileSync(path.join(root, file), 'utf8') !== before[i]) {
    console.error(`✖ ${file} is out of date: run \`npm run generate\` and commit it.`)
    failed = true
  }
})

const databases = {
  sqlite: `file:${path.join(root, 'data', 'migration-check.db')}`,
  postgres: process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test',
}
for (const [name, url] of Object.entries(databases)) {
  const dir = path.join(root, 'src', 'db', 'migrations', name)
  const files = readdirSync(dir)
  const r = spawnSync(bin('payload'), ['migrate:create', 'drift-check', '--skip-empty'], {
    cwd: root,
    env: { ...env, DATABASE_URL: url },
    encoding: 'utf8',
  })
  const added = readdirSync(dir).filter((f) => !files.includes(f))
  if (r.status !== 0) {
    console.error(r.stdout, r.stderr)
    failed = true
  } else if (added.length) {
    console.error(
      `✖ The ${name} migrations do not match the schema. Run \`npm run migrate:create -- NAME\` with DATABASE_URL set for ${name}.`,
    )
    // Leave the generated files for inspection; they show the missing changes.
    console.error(`  Generated: ${added.join(', ')}`)
    failed = true
  } else {
    console.log(`✓ ${name} migrations match the schema`)
  }
}
if (failed) process.exit(1)
console.log('✓ payload-types.ts and importMap.js are up to date')
