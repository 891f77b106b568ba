/**
 * Regression, "5xx on bad input": the `where` of a REST query is checked against the collection's
 * fields before Payload builds SQL from it (`src/lib/api/where.ts`).
 */
import type { FlattenedField, SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { checkWhere } from '@/lib/api/where'

const fields = [
  { name: 'title', type: 'text' },
  { name: 'views', type: 'number' },
  { name: 'category', type: 'relationship', relationTo: 'categories' },
  { name: 'either', type: 'relationship', relationTo: ['pages', 'posts'] },
  { name: 'labels', type: 'text', hasMany: true },
  { name: 'location', type: 'point' },
] as unknown as FlattenedField[]
const config = { collections: [] } as unknown as SanitizedConfig
const check = (where: unknown, versions = false) => checkWhere(where, fields, config, { versions })

describe('a where the database cannot run', () => {
  it('names the condition: an operator the field has none of, a list where one value goes', () => {
    expect(check({ title: { near: '1,2' } })).toEqual({
      path: 'title',
      message: 'where[title][near]: "near" only applies to a point field',
    })
    expect(check({ id: { equals: ['1', '2'] } })?.path).toBe('id')
    expect(check({ title: { like: ['a'] } })?.message).toMatch(/one piece of text/)
    expect(check({ title: { all: 'a,b' } })?.message).toMatch(/not supported/)
    expect(check({ title: { nope: 1 } })?.message).toMatch(/not an operator/)
    expect(check({ title: 'plain' })?.message).toMatch(/must name an operator/)
    expect(check({ or: { title: { equals: 'a' } } })?.message).toMatch(/list of conditions/)
    expect(check({ and: [{ or: [{ title: { within: 'x' } }] }] })?.path).toBe('title')
    expect(check({ views: { greater_than: { a: 1 } } })?.path).toBe('views')
    expect(check({ category: { in: [{ a: 1 }] } })?.path).toBe('category')
  })

  it('lets through what the database runs', () => {
    for (const where of [
      { title: { like: 'a b' } },
      { id: { in: '1,2' } },
      { id: { in: [1, 2] } },
      { category: { equals: ['1', '2'] } },
      { either: { equals: { relationTo: 'posts', value: 3 } } },
      { labels: { contains: ['a', 'b'] } },
      { category: { contains: { title: { equals: 'x' } } } },
      { location: { near: '44.7,41.7,1000' } },
      { updatedAt: { greater_than: new Date() } },
      { or: [{ title: { equals: null } }, { title: { exists: 'false' } }] },
      undefined,
    ]) {
      expect(check(where), JSON.stringify(where)).toBeNull()
    }
    expect(check({ 'version.title': { equals: 'x' } }, true)).toBeNull()
    expect(check({ 'version.title': { near: 'x' } }, true)?.message).toMatch(/point/)
  })
})
