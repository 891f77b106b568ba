#!/usr/bin/env node
// The end-to-end server: `npm start` on a fresh database every run (the e2e tests change content).
import { rmSync } from 'node:fs'

const url = process.env.DATABASE_URL ?? ''
if (!url.startsWith('file:'))
  throw new Error('The e2e server needs a SQLite DATABASE_URL (file:…).')
const file = url.slice('file:'.length)
for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
for (const dir of [process.env.MEDIA_DIR, process.env.FORM_FILES_DIR]) {
  if (dir) rmSync(dir, { recursive: true, force: true })
}

await import('./start.mjs')
