// Writes a brotli copy (quality 11) next to every script and style sheet of Next's build, for the
// front to serve to browsers that accept brotli (server/static-assets.mjs). Run by
// scripts/finish-build.mjs after each build; files already done are skipped.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const staticDir = path.join(root, '.next', 'static')
// Below this a compressed copy saves too little to be worth a file.
const MIN_BYTES = 512

function* assets(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* assets(full)
    else if (/\.(?:js|css)$/.test(entry.name)) yield full
  }
}

export function precompress(dir = staticDir) {
  let files = 0
  let before = 0
  let after = 0
  for (const file of assets(dir)) {
    const source = readFileSync(file)
    if (source.length < MIN_BYTES) continue
    const target = `${file}.br`
    let size
    try {
      if (statSync(target).mtimeMs >= statSync(file).mtimeMs) size = statSync(target).size
    } catch {
      // Not compressed yet.
    }
    if (size === undefined) {
      const compressed = brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      })
      writeFileSync(target, compressed)
      size = compressed.length
    }
    files += 1
    before += source.length
    after += size
  }
  return { files, before, after }
}
