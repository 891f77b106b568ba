/**
 * Collections name page blocks by slug (src/fields/page-layout.ts); the configs are registered once
 * on the Payload config from the block registry. The two lists must name the same blocks.
 */
import { describe, expect, it } from 'vitest'

import { pageBlocks } from '@/blocks/configs'
import { PAGE_BLOCK_SLUGS } from '@/fields/page-layout'
import { createConfig } from '@/payload.config'

describe('block registry', () => {
  it('registers a config for every slug the collections name, in the same order', () => {
    expect(pageBlocks.map((block) => block.slug)).toEqual([...PAGE_BLOCK_SLUGS])
  })

  it('gives Payload every block once, and pages and widget areas name them by slug', () => {
    const config = createConfig({ databaseUrl: 'file::memory:' })
    expect(config.blocks?.map((block) => block.slug)).toEqual([...PAGE_BLOCK_SLUGS])
    const pages = config.collections?.find((c) => c.slug === 'pages')
    const areas = config.collections?.find((c) => c.slug === 'widget-areas')
    expect(JSON.stringify(pages?.fields)).toContain('"blockReferences":["hero"')
    const areaLayout = areas?.fields.find((f) => 'name' in f && f.name === 'layout')
    expect(areaLayout).toMatchObject({ type: 'blocks', blocks: [] })
    expect((areaLayout as { blockReferences: string[] }).blockReferences).toEqual(
      PAGE_BLOCK_SLUGS.filter((slug) => slug !== 'widgetArea'),
    )
  })
})
