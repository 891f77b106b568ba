/**
 * Popups' counts have one writer (README's one-writer-per-table rule): no module of `src/` but
 * `src/features/popups/server/stats.ts` names their table (`popup_stats`) or uses their
 * collection (`popup-stats`, `POPUP_STATS_SLUG`) through the Local API or a REST call; the
 * collections' configs (the slug, the popup's join field) and generated files are not writers.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const WRITER = 'src/features/popups/server/stats.ts'
const ALLOWED = [
  WRITER,
  /^src\/features\/popups\/collections\//,
  /^src\/features\/popups\/index\.ts$/,
  // The REST access table lists the slug to say nobody writes it.
  /^src\/access\/rest-table\.ts$/,
  /^src\/db\/migrations\//,
  /^src\/payload-types\.ts$/,
]
const SOURCE = /\.(c|m)?(t|j)sx?$/

const ACCESS: { what: string; pattern: RegExp }[] = [
  { what: 'the popup_stats table', pattern: /popup_stats/ },
  { what: "the 'popup-stats' collection", pattern: /['"`]popup-stats['"`]/ },
  { what: 'POPUP_STATS_SLUG', pattern: /\bPOPUP_STATS_SLUG\b/ },
  { what: 'the REST route', pattern: /\/api\/popup-stats/ },
]

function accesses(file: string, text: string): string[] {
  if (ALLOWED.some((a) => (typeof a === 'string' ? a === file : a.test(file)))) return []
  return text
    .split('\n')
    .flatMap((line, i) =>
      ACCESS.filter(({ pattern }) => pattern.test(line)).map(
        ({ what }) => `${file}:${i + 1} ${what}`,
      ),
    )
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(relative)
    return SOURCE.test(entry.name) ? [relative] : []
  })
}

describe('popup_stats has one writer', () => {
  it('no module of src/ but the stats writer touches the counts', () => {
    const files = sourceFiles('src')
    // The walk reached the feature (a wrong root would find nothing and pass).
    expect(files).toContain(WRITER)
    expect(files).toContain('src/features/popups/server/beacon.ts')
    const found = files.flatMap((file) =>
      accesses(file, readFileSync(path.join(root, file), 'utf8')),
    )
    expect(found).toEqual([])
  })

  it('finds each way of writing them elsewhere (fixtures)', () => {
    const file = 'src/features/popups/server/beacon.ts'
    for (const text of [
      'await tx.execute(sql`UPDATE "popup_stats" SET "views" = "views" + 1`)',
      `await payload.create({ collection: 'popup-stats', data })`,
      `await payload.update({ collection: POPUP_STATS_SLUG, where, data })`,
      `await fetch(\`\${origin}/api/popup-stats\`, { method: 'POST' })`,
      `const table = adapter.tables.popup_stats`,
    ]) {
      expect(accesses(file, text), text).toHaveLength(1)
    }
    // The writer itself, and the configs, may.
    expect(accesses(WRITER, 'INSERT INTO "popup_stats"')).toEqual([])
    expect(
      accesses('src/features/popups/collections/PopupStats/config.ts', "slug: 'popup-stats'"),
    ).toEqual([])
  })
})
