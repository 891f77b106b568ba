// Marks the script chunks that public pages run as they load with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chromium 136+, WICG explicit-javascript-compile-hints). Without
// it V8 compiles each function lazily, on the page's main thread, the first time it runs: on a cold
// load React DOM and Next's router spent 100–200 ms there (most of the long tasks Lighthouse counts
// as blocking time). With it, the functions are compiled while the file streams in, on a background
// thread. Browsers without the hint read a comment.
//
// Only chunks a public page runs as it loads are marked: Next's root main files (the framework,
// shared by every page), the chunks the public routes' client reference manifests name (their
// layouts, pages and client components) and their `next/dynamic` chunks (the blocks' `*.lazy.tsx`
// client code, loaded when a page renders the block). The admin's own chunks keep lazy
// compilation, since much of their code never runs on a given screen.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'
// Payload's admin and its REST API: not public pages.
const ADMIN_ROUTE_GROUP = '(payload)'
const CLIENT_MANIFEST_SUFFIX = '_client-reference-manifest.js'
const DYNAMIC_MANIFEST = 'react-loadable-manifest.json'

function* manifests(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === ADMIN_ROUTE_GROUP) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* manifests(full)
    else if (entry.name.endsWith(CLIENT_MANIFEST_SUFFIX) || entry.name === DYNAMIC_MANIFEST)
      yield full
  }
}

/** The chunks of a route's `next/dynamic` imports: `{ [module]: { files: [...] } }`. */
function chunksOfDynamicManifest(file) {
  return Object.values(JSON.parse(readFileSync(file, 'utf8'))).flatMap((entry) => entry.files ?? [])
}

/** The chunks (paths under `.next/`, e.g. `static/chunks/x.js`) a manifest says its route loads. */
function chunksOfClientManifest(file) {
  // The manifest is a script of our own build that assigns to globalThis.__RSC_MANIFEST.
  const sandbox = { globalThis: {}, self: {} }
  sandbox.globalThis = sandbox
  sandbox.self = sandbox
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox, { filename: file })
  const chunks = []
  for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
    for (const files of Object.values(manifest.entryJSFiles ?? {})) chunks.push(...files)
    for (const mod of Object.values(manifest.clientModules ?? {}))
      chunks.push(...(mod.chunks ?? []))
  }
  return chunks.map((chunk) => chunk.replace(/^\/?_next\//, ''))
}

/** Every chunk public pages run at startup, relative to the `.next` folder. */
export function startupChunks(nextDir) {
  const build = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'))
  const chunks = new Set(build.rootMainFiles ?? [])
  const appDir = path.join(nextDir, 'server', 'app')
  if (existsSync(appDir))
    for (const file of manifests(appDir)) {
      const found = file.endsWith(DYNAMIC_MANIFEST)
        ? chunksOfDynamicManifest(file)
        : chunksOfClientManifest(file)
      for (const chunk of found) chunks.add(chunk)
    }
  return [...chunks].filter((chunk) => chunk.endsWith('.js') && !chunk.split('/').includes('..'))
}

/**
 * Puts the hint on top of each startup chunk that lacks it (so running twice changes nothing) and
 * moves a source map's lines down by the one line added. Run before the brotli copies are written.
 * @param {string} nextDir the build's `.next` folder
 */
export function addCompileHints(nextDir) {
  let hinted = 0
  const chunks = startupChunks(nextDir)
  for (const chunk of chunks) {
    const file = path.join(nextDir, chunk)
    if (!existsSync(file)) continue
    const source = readFileSync(file, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    writeFileSync(file, COMPILE_HINT + source)
    const map = `${file}.map`
    if (existsSync(map)) {
      const parsed = JSON.parse(readFileSync(map, 'utf8'))
      // A leading `;` in the mappings is one generated line with no mappings; an index map's
      // sections each start one line lower.
      if (typeof parsed.mappings === 'string') parsed.mappings = `;${parsed.mappings}`
      for (const section of parsed.sections ?? []) section.offset.line += 1
      writeFileSync(map, JSON.stringify(parsed))
    }
    hinted += 1
  }
  return { chunks: chunks.length, hinted }
}
