// Every import of src/ (static, type-only, re-exports and dynamic `import()`), file to file.
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

import { resolveImport } from './layers.mjs'

const isFile = (p) => fs.statSync(p, { throwIfNoEntry: false })?.isFile() ?? false

/** Generated files: their imports are Payload's, not the layers'. */
const GENERATED = ['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js']

function sourceFiles(root, dir) {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`
    if (entry.isDirectory())
      return relative === 'src/db/migrations' ? [] : sourceFiles(root, relative)
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : []
  })
}

/** `[from, to]` pairs of repository-relative paths inside src/. */
export function importGraph(root) {
  const edges = []
  for (const from of sourceFiles(root, 'src')) {
    if (GENERATED.includes(from)) continue
    const text = fs.readFileSync(path.join(root, from), 'utf8')
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const to = resolveImport(root, from, fileName, isFile)
      if (to?.startsWith('src/')) edges.push([from, to])
    }
  }
  return edges
}
