/**
 * The README's "Access" section prints the very table the access test calls every REST route
 * against (`src/access/rest-table.ts`): it must never describe other rules than the code's.
 */
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { ACCESS_TABLE, accessTableMarkdown, ROLES } from '@/access/rest-table'

describe('the route-by-role access table', () => {
  it('is printed in the README as the test reads it', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
    const start = readme.indexOf('<!-- access-table -->')
    const end = readme.indexOf('<!-- /access-table -->')
    expect(start).toBeGreaterThan(-1)
    expect(readme.slice(start + '<!-- access-table -->'.length, end).trim()).toBe(
      accessTableMarkdown(),
    )
  })

  it('gives every role an answer in every row, and no route two rows for one collection', () => {
    const seen = new Set<string>()
    for (const row of ACCESS_TABLE) {
      for (const role of ROLES) expect(row.answers[role]).toBeTruthy()
      for (const of of row.of) {
        for (const route of row.routes) {
          expect(seen.has(`${of} ${route}`), `${of} ${route}`).toBe(false)
          seen.add(`${of} ${route}`)
        }
      }
    }
  })
})
