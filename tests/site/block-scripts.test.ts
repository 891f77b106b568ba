import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const src = path.resolve(__dirname, '../../src')
const registry = path.join(src, 'blocks/RenderBlocks.tsx')

const isClientModule = (code: string) => /^\s*(['"])use client\1/.test(code)

/** The project files a module imports (values, not types), resolved like the `@/` alias. */
function importsOf(file: string, code: string): string[] {
  const specifiers = [
    ...code.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+['"]([^'"]+)['"]/gm),
    ...code.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
    ...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!)
  return specifiers.flatMap((spec) => {
    const base = spec.startsWith('@/')
      ? path.join(src, spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(file), spec)
        : null
    if (!base) return []
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate))
    return found ? [found] : []
  })
}

/**
 * Client modules that the server side of the block registry reaches without a lazy boundary: Next
 * ships each of them with every page that can render blocks, whether it renders that block or not.
 */
function eagerClientModules(entry: string): string[] {
  const seen = new Set<string>()
  const eager: string[] = []
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    if (isClientModule(code)) {
      // A `*.lazy.tsx` module holds only a `next/dynamic` import: its target loads on demand.
      if (!file.endsWith('.lazy.tsx')) eager.push(path.relative(src, file))
      return
    }
    importsOf(file, code).forEach(visit)
  }
  visit(entry)
  return eager
}

describe('client code of blocks', () => {
  it('finds client modules behind server modules, and stops at lazy boundaries', () => {
    expect(isClientModule("'use client'\n\nimport x from './y'")).toBe(true)
    expect(isClientModule("import 'server-only'\n'use client'")).toBe(false)
    expect(
      importsOf(registry, "import type { A } from './types'\nimport { B } from './Section'"),
    ).toEqual([path.join(src, 'blocks/Section.tsx')])
  })

  // Regression: `/` loaded the contact form's JavaScript until its block adopted a lazy boundary.
  it('are loaded only by pages that render the block (lazy boundaries)', () => {
    expect(eagerClientModules(registry)).toEqual([])
  })
})
