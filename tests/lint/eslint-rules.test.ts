/**
 * The import rules of eslint.config.mjs fire: each fixture in ./fixtures is linted as the file its
 * first line names (`// lint as: src/…`) and must report the rule and message its second line
 * names (`// expect: rule message`), or must not report that rule (`// expect none: rule`).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const dir = path.join(root, 'tests/lint/fixtures')
const eslint = new ESLint({ cwd: root })

const fixtures = readdirSync(dir)
  .filter((name) => name.endsWith('.fixture'))
  .map((name) => {
    const text = readFileSync(path.join(dir, name), 'utf8')
    const [, as] = /^\/\/ lint as: (\S+)$/m.exec(text) ?? []
    const [, none, rule, message = ''] = /^\/\/ expect( none)?: (\S+) ?(.*)$/m.exec(text) ?? []
    return { name, text, as: as!, none: Boolean(none), rule: rule!, message }
  })

describe('ESLint import rules', () => {
  it('has fixtures for every rule of its own', () => {
    const rules = new Set(fixtures.map((f) => f.rule))
    expect([...rules].sort()).toEqual(['sakhli/boundaries', 'sakhli/layers'])
  })

  it.each(fixtures)(
    '$name',
    async ({ text, as, none, rule, message }) => {
      expect(as).toMatch(/^src\//)
      const [result] = await eslint.lintText(text, { filePath: path.join(root, as) })
      const reported = result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message)
      if (none) expect(reported).toEqual([])
      else expect(reported.some((m) => m.includes(message))).toBe(true)
    },
    60_000,
  )
})
