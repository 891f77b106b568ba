/**
 * The import graph of src/ (static, type-only, re-exported and dynamic imports; `@/` and
 * `@payload-config` resolved) keeps the layers of lint/layers.mjs: no import a unit's row does not
 * allow, hence no circle between top-level folders. The config's root handles are the one
 * exception, and the crossings still to remove are listed there by file.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { importGraph } from '../../lint/import-graph.mjs'
import { crossing, LAYERS, REMAINING_CROSSINGS, ROOT_HANDLES, unitOf } from '../../lint/layers.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const edges = importGraph(root)

/** Units on a circle of `graph` (unit → units it imports), each circle once. */
function circles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (unit: string) => {
    state.set(unit, 'open')
    stack.push(unit)
    for (const next of graph.get(unit) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)))
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(unit, 'done')
  }
  for (const unit of graph.keys()) if (!state.has(unit)) visit(unit)
  return found
}

describe('layers', () => {
  it('reads the graph, dynamic imports and the config alias included', () => {
    expect(edges.length).toBeGreaterThan(1000)
    expect(edges).toContainEqual(['src/app/(payload)/layout.tsx', 'src/payload.config.ts'])
    expect(edges).toContainEqual([
      'src/components/EncodedEmail.lazy.tsx',
      'src/components/EncodedEmail.client.tsx',
    ])
  })

  it('lists a layer for every unit, and the layers form no circle', () => {
    const units = new Set(edges.flatMap((edge) => edge.map(unitOf)))
    expect([...units].filter((unit) => !(unit! in LAYERS))).toEqual([])
    const allowed = new Map(
      Object.entries(LAYERS).map(([unit, may]) => [unit, new Set<string>(may)]),
    )
    expect(circles(allowed)).toEqual([])
  })

  it('has no import from a unit to one its layer does not allow', () => {
    const wrong = edges.flatMap(([from, to]) => {
      const why = crossing(from, to)
      return why ? [`${from} → ${to}: ${why}`] : []
    })
    expect(wrong).toEqual([])
  })

  it('has no circle between top-level folders', () => {
    const graph = new Map<string, Set<string>>()
    for (const [from, to] of edges) {
      const [a, b] = [unitOf(from)!, unitOf(to)!]
      if (a === b || (b === 'payload.config' && ROOT_HANDLES.includes(from))) continue
      if (REMAINING_CROSSINGS.some(([f, t]) => f === from && t === to)) continue
      graph.set(a, (graph.get(a) ?? new Set()).add(b))
    }
    expect(circles(graph)).toEqual([])
  })

  it('lists only crossings that still exist, and root handles that do', () => {
    const stale = REMAINING_CROSSINGS.filter(
      ([from, to]) =>
        !edges.some(([f, t]) => f === from && t === to) ||
        (LAYERS[unitOf(from) as keyof typeof LAYERS] as string[] | undefined)?.includes(
          unitOf(to)!,
        ),
    )
    expect(stale).toEqual([])
    const handles = new Set(edges.map(([from]) => from))
    expect(ROOT_HANDLES.filter((file) => !handles.has(file))).toEqual([])
  })

  it('names the rule a crossing breaks', () => {
    expect(crossing('src/lib/a.ts', 'src/features/spam/index.ts')).toBe(
      'src/lib may not import src/features (README, "Layers")',
    )
    expect(crossing('src/features/a/b.ts', 'src/payload.config.ts')).toMatch(/may not import/)
    expect(crossing('src/data/payload.ts', 'src/payload.config.ts')).toBeNull()
    expect(crossing('src/blocks/Hero/Component.tsx', 'src/features/events/app.ts')).toBeNull()
  })
})
