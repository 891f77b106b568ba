/**
 * Array rows in the admin are labelled by their own text (a menu item's label, a card's title), not
 * Payload's "Nav 01": every array whose rows have a naming text field uses the RowLabel component
 * (src/fields/row-label.ts), registered in the admin's import map.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { createConfig } from '@/payload.config'

/** The field names that name a row. */
const NAMING = ['label', 'title', 'name', 'heading', 'term', 'author']
const ROW_LABEL = '@/components/admin/RowLabel#ItemRowLabel'

type Named = Field & { name: string }
type ArrayLike = Named & {
  fields: Field[]
  admin?: { components?: { RowLabel?: { path?: string; clientProps?: { fields?: string[] } } } }
}

/** A row's own fields: rows and collapsibles lay fields out, they do not nest them. */
function ownFields(fields: Field[]): Field[] {
  return fields.flatMap((f) =>
    f.type === 'row' || f.type === 'collapsible' ? ownFields(f.fields) : [f],
  )
}

/** Every array field under `fields`, with its path. */
function arrays(fields: Field[], at: string): Array<[string, ArrayLike]> {
  const found: Array<[string, ArrayLike]> = []
  for (const f of fields) {
    const here = 'name' in f && f.name ? `${at}.${f.name}` : at
    if (f.type === 'array') found.push([here, f as ArrayLike])
    if ('fields' in f && Array.isArray(f.fields)) found.push(...arrays(f.fields, here))
    if (f.type === 'tabs')
      for (const tab of f.tabs)
        found.push(...arrays(tab.fields, 'name' in tab ? `${here}.${tab.name}` : here))
    if (f.type === 'blocks')
      for (const block of f.blocks) found.push(...arrays(block.fields, `${here}.${block.slug}`))
  }
  return found
}

describe('array row labels', () => {
  const config = createConfig({ databaseUrl: 'file::memory:' })
  const all: Array<[string, ArrayLike]> = [
    ...(config.collections ?? []).flatMap((c) => arrays(c.fields, c.slug)),
    ...(config.globals ?? []).flatMap((g) => arrays(g.fields, g.slug)),
    ...(config.blocks ?? []).flatMap((b) => arrays(b.fields, b.slug)),
  ]

  it('finds the menus, footer columns and block lists', () => {
    const paths = all.map(([p]) => p)
    expect(paths).toEqual(
      expect.arrayContaining([
        'menus.items',
        'menus.items.children',
        'menus.items.children.flyout',
        'footer.columns',
        'footer.columns.links',
      ]),
    )
  })

  it.each(all.map(([p, f]) => [p, f] as const))('%s: rows named by their text', (_, field) => {
    const naming = ownFields(field.fields)
      .filter((f): f is Named => 'name' in f && NAMING.includes(f.name))
      .filter((f) => f.type === 'text' || f.type === 'textarea')
      .map((f) => f.name)
    const rowLabel = field.admin?.components?.RowLabel
    if (!naming.length) return
    expect(rowLabel?.path).toBe(ROW_LABEL)
    // Each field the label reads is one of the row's own.
    const own = ownFields(field.fields).map((f) => ('name' in f ? f.name : ''))
    expect(rowLabel?.clientProps?.fields?.length).toBeGreaterThan(0)
    for (const name of rowLabel?.clientProps?.fields ?? []) expect(own).toContain(name)
  })

  it('registers the component in the import map', () => {
    const importMap = readFileSync(
      path.resolve(__dirname, '../../src/app/(payload)/admin/importMap.js'),
      'utf8',
    )
    expect(importMap).toContain(`"${ROW_LABEL}"`)
  })
})
