/**
 * V8's compile hint on the chunks public pages run at startup (scripts/compile-hints.mjs): the
 * framework's root main files, the public routes' client chunks and their `next/dynamic` chunks get
 * `//# allFunctionsCalledOnLoad` on their first line, once; the admin's own chunks do not.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT, startupChunks } from '../../scripts/compile-hints.mjs'

let next: string

function write(relative: string, text: string) {
  const file = path.join(next, relative)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
}

const read = (relative: string) => readFileSync(path.join(next, relative), 'utf8')

/** A client reference manifest as Next writes it: a script that fills globalThis.__RSC_MANIFEST. */
function clientManifest(route: string, entry: string[], component: string[]) {
  const manifest = {
    entryJSFiles: { [`[project]/src/app${route}`]: entry },
    clientModules: { 'some/client.tsx': { id: 1, name: '*', chunks: component, async: false } },
  }
  return `globalThis.__RSC_MANIFEST = (globalThis.__RSC_MANIFEST || {});\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify(manifest)};\n`
}

beforeEach(() => {
  next = path.join(mkdtempSync(path.join(tmpdir(), 'sakhli-hints-')), '.next')
  write(
    'build-manifest.json',
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfill.js'],
      rootMainFiles: ['static/chunks/framework.js', 'static/chunks/main.js'],
    }),
  )
  write(
    'server/app/(frontend)/[locale]/news/page_client-reference-manifest.js',
    clientManifest(
      '/(frontend)/[locale]/news/page',
      ['static/chunks/news-page.js'],
      ['/_next/static/chunks/menu.js'],
    ),
  )
  write(
    'server/app/(frontend)/[locale]/page/react-loadable-manifest.json',
    JSON.stringify({ 42: { id: 42, files: ['static/chunks/contact-form.js'] } }),
  )
  write(
    'server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js',
    clientManifest(
      '/(payload)/admin/[[...segments]]/page',
      ['static/chunks/admin.js'],
      ['/_next/static/chunks/admin-field.js'],
    ),
  )
  for (const chunk of [
    'polyfill',
    'framework',
    'main',
    'news-page',
    'menu',
    'contact-form',
    'admin',
    'admin-field',
  ])
    write(`static/chunks/${chunk}.js`, `(globalThis.TURBOPACK||[]).push(["${chunk}"]);`)
  write(
    'static/chunks/framework.js.map',
    JSON.stringify({ version: 3, sources: ['a.js'], names: [], mappings: 'AAAA' }),
  )
})

afterEach(() => rmSync(path.dirname(next), { recursive: true, force: true }))

describe('compile hints', () => {
  it('finds the root main files and the public routes’ chunks, not the admin’s', () => {
    expect(startupChunks(next).sort()).toEqual(
      [
        'static/chunks/contact-form.js',
        'static/chunks/framework.js',
        'static/chunks/main.js',
        'static/chunks/menu.js',
        'static/chunks/news-page.js',
      ].sort(),
    )
  })

  it('puts the hint on the first line of each startup chunk, once', () => {
    expect(addCompileHints(next)).toEqual({ chunks: 5, hinted: 5 })
    expect(read('static/chunks/framework.js')).toBe(
      `${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["framework"]);`,
    )
    expect(read('static/chunks/contact-form.js').startsWith(COMPILE_HINT)).toBe(true)
    for (const chunk of ['admin', 'admin-field', 'polyfill'])
      expect(read(`static/chunks/${chunk}.js`).startsWith('//')).toBe(false)

    // A second run (start.mjs runs it after a build that postbuild already finished) adds nothing.
    expect(addCompileHints(next)).toEqual({ chunks: 5, hinted: 0 })
    expect(read('static/chunks/menu.js').split(COMPILE_HINT)).toHaveLength(2)
  })

  it('moves a source map’s mappings one line down with the chunk', () => {
    addCompileHints(next)
    expect(JSON.parse(read('static/chunks/framework.js.map')).mappings).toBe(';AAAA')
    addCompileHints(next)
    expect(JSON.parse(read('static/chunks/framework.js.map')).mappings).toBe(';AAAA')
  })
})
