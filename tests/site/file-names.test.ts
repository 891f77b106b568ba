import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const src = path.resolve(__dirname, '../../src')

/** Files named by their tools, not by us: Payload's config, import map and migrations. */
const generated = [
  /^payload\.config\.ts$/,
  /^importMap\.js$/,
  /^\d{8}_\d{6}_[a-z0-9_]+\.(ts|json)$/,
]
const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/
const pascal = /^[A-Z][A-Za-z0-9]*$/
// Next's route segments: groups, dynamic segments and routes named like files (feed.xml).
const routeSegment = /^(\(.+\)|\[.+\]|[a-z0-9-]+\.[a-z]+)$/

function walk(dir: string): Array<{ rel: string; name: string; isDir: boolean }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    const item = { rel: path.relative(src, full), name: entry.name, isDir: entry.isDirectory() }
    return entry.isDirectory() ? [item, ...walk(full)] : [item]
  })
}

/** The one naming scheme of STYLE.md (`process-singleton.ts` is the model). */
function misnamed({
  rel = '',
  name,
  isDir,
}: {
  rel?: string
  name: string
  isDir: boolean
}): boolean {
  // The compatible API's addresses are WordPress's, underscores included (`megamenu_content`).
  if (isDir && rel.startsWith('app/(compat)/') && /^[a-z0-9_-]+$/.test(name)) return false
  if (isDir) return !(kebab.test(name) || pascal.test(name) || routeSegment.test(name))
  if (generated.some((re) => re.test(name))) return false
  const stem = name.replace(/(\.client|\.lazy)?\.(tsx?|m?jsx?|css|json)$/, '')
  if (kebab.test(stem)) return false
  // PascalCase is for React component files only.
  return !(pascal.test(stem) && name.endsWith('.tsx'))
}

describe('file names in src', () => {
  it('tells modules, components and folders apart', () => {
    expect(misnamed({ name: 'process-singleton.ts', isDir: false })).toBe(false)
    expect(misnamed({ name: 'PageBehaviour.client.tsx', isDir: false })).toBe(false)
    expect(misnamed({ name: 'ContactForm.lazy.tsx', isDir: false })).toBe(false)
    expect(misnamed({ name: 'sqlite-writer-thread.mjs', isDir: false })).toBe(false)
    expect(misnamed({ name: 'Pages', isDir: true })).toBe(false)
    expect(misnamed({ name: '[locale]', isDir: true })).toBe(false)
    expect(misnamed({ name: 'headScript.ts', isDir: false })).toBe(true)
    expect(misnamed({ name: 'Helpers.ts', isDir: false })).toBe(true)
    expect(misnamed({ name: 'myFolder', isDir: true })).toBe(true)
    expect(misnamed({ name: 'my_folder', isDir: true })).toBe(true)
    expect(misnamed({ rel: 'app/(compat)/wp-json/x/v1/y_z', name: 'y_z', isDir: true })).toBe(false)
  })

  it('are kebab-case modules, PascalCase components and PascalCase or kebab-case folders', () => {
    const entries = walk(src)
    expect(entries.length).toBeGreaterThan(50)
    expect(entries.filter(misnamed).map((e) => e.rel)).toEqual([])
  })
})
