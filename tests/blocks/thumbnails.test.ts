/**
 * Every block in the admin's drawer shows its own picture, drawn from its `/styleguide` rendering by
 * scripts/block-thumbnails.mjs: each registered block names one in public/ at the drawer's 3:2
 * size, with a text for it.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { pageBlocks } from '@/blocks/configs'
import { createConfig } from '@/payload.config'

const publicDir = path.resolve(__dirname, '../../public')

describe('block drawer thumbnails', () => {
  it('gives Payload the blocks with their pictures', () => {
    const config = createConfig({ databaseUrl: 'file::memory:' })
    for (const block of config.blocks ?? []) {
      expect(block.imageURL, block.slug).toBe(`/admin/blocks/${block.slug}.png`)
    }
  })

  it.each(pageBlocks.map((block) => [block.slug, block] as const))(
    '%s has a 480×320 picture in public/ and a text for it',
    async (slug, block) => {
      expect(block.imageURL).toBe(`/admin/blocks/${slug}.png`)
      expect(block.imageAltText?.trim()).toBeTruthy()
      const file = path.join(publicDir, block.imageURL!)
      expect(existsSync(file), `${file}: run scripts/block-thumbnails.mjs`).toBe(true)
      const { format, width, height } = await sharp(file).metadata()
      expect({ format, width, height }).toEqual({ format: 'png', width: 480, height: 320 })
    },
  )
})
