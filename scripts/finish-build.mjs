#!/usr/bin/env node
// Runs after each build (`npm run build`'s postbuild and scripts/start.mjs): the compile hints go
// into the startup chunks first, then the brotli copies are written from the hinted files.
import path from 'node:path'

import { addCompileHints } from './compile-hints.mjs'
import { precompress } from './precompress.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const nextDir = path.join(root, '.next')

const hints = addCompileHints(nextDir)
console.log(`Compile hints on ${hints.chunks} startup chunks (${hints.hinted} newly marked)`)
const { files, before, after } = precompress(path.join(nextDir, 'static'))
console.log(
  `Precompressed ${files} build assets with brotli: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB`,
)
