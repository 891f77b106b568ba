import { readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const declared = { ...pkg.dependencies, ...pkg.devDependencies }

/** Needed without being imported: peers of what is imported, and tools run by name. */
const notImported: Record<string, string> = {
  graphql: "peer dependency of Payload's REST and GraphQL API",
  vite: 'peer dependency of Vitest',
  typescript: 'tsc in npm test',
  prettier: 'npx prettier in npm test',
  eslint: 'npx eslint in npm test',
  '@fontsource/noto-sans-georgian':
    'font files read by next/font/local (src/app/(frontend)/fonts.ts)',
  '@fontsource/noto-sans': 'Latin font files read by next/font/local (src/app/(frontend)/fonts.ts)',
  'happy-dom': 'Vitest environment of DOM tests (`// @vitest-environment happy-dom`)',
}

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (name === 'node_modules' || name.startsWith('.')) return []
    return statSync(full).isDirectory() ? files(full, ext) : ext.test(name) ? [full] : []
  })
}

const code = /\.(ts|tsx|mjs|js)$/
const sources = [
  ...['src', 'tests', 'bench', 'scripts', 'server'].flatMap((dir) =>
    files(path.join(root, dir), code),
  ),
  ...readdirSync(root)
    .filter((f) => code.test(f))
    .map((f) => path.join(root, f)),
]

/** The packages a file imports by bare name (`pkg`, `pkg/sub`, `@scope/pkg/sub`). */
function importedPackages(text: string): string[] {
  const specifiers = [
    ...text.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
  ].map((m) => m[1]!)
  return specifiers
    .filter((s) => !s.startsWith('.') && !s.startsWith('@/') && !s.startsWith('node:'))
    .map((s) =>
      s
        .split('/')
        .slice(0, s.startsWith('@') ? 2 : 1)
        .join('/'),
    )
    .filter((name) => !builtinModules.includes(name) && name !== '@payload-config')
}

describe('package.json', () => {
  const imports = new Map<string, string>()
  for (const file of sources) {
    for (const name of importedPackages(readFileSync(file, 'utf8'))) {
      if (!imports.has(name)) imports.set(name, path.relative(root, file))
    }
  }
  const scripts = Object.values(pkg.scripts).join('\n')

  it('declares every package the code, tests, benchmarks and scripts import', () => {
    const missing = [...imports].filter(([name]) => !(name in declared))
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([])
  })

  it('declares nothing unused', () => {
    const unused = Object.keys(declared).filter(
      (name) =>
        !imports.has(name) &&
        !(name in notImported) &&
        !name.startsWith('@types/') &&
        !new RegExp(`(^|[\\s&|])${name}\\b`).test(scripts),
    )
    expect(unused).toEqual([])
  })

  it('pins exact versions', () => {
    const ranges = Object.entries(declared).filter(([, v]) => !/^\d+\.\d+\.\d+$/.test(v))
    expect(ranges).toEqual([])
  })

  it('uses the sharp that Next uses', () => {
    const next = JSON.parse(
      readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8'),
    ) as { optionalDependencies: Record<string, string> }
    expect(pkg.dependencies.sharp).toBe(next.optionalDependencies.sharp?.replace(/^[\^~]/, ''))
  })
})
