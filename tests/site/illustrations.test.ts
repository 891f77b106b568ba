/**
 * The seed's drawn illustrations: every motif renders (sharp reads its SVG), the same motif and
 * hue always give the same picture, and the seeded pictures are of their subject (a flat's cover
 * is a block of flats, its gallery rooms; the team's are portraits, four different people; the
 * renovation is one room before and after).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { cityMotif, coverMotif, interiorPhotos } from '@/features/properties/seed-data'
import { illustrationSvg } from '@/lib/seed-kit/illustrations'
import type { ImageMotif } from '@/lib/seed-kit/types'
import { seedIllustrations } from '@/seed/data/illustrations'

const motifs: ImageMotif[] = [
  'house',
  'city',
  'key',
  'document',
  'mountain',
  'coins',
  'sea',
  'chart',
  'flat',
  'flat-sea',
  'flat-mountain',
  'cottage',
  'shop',
  'interior',
  'bare-room',
  'entrance',
  'portrait',
  'calendar',
  'meeting',
]

describe('seed illustrations', () => {
  it('draws every motif as an SVG sharp can render, each different', async () => {
    const drawn = new Set<string>()
    for (const motif of motifs) {
      const svg = illustrationSvg(motif, 120)
      drawn.add(svg)
      const { width, height } = await sharp(Buffer.from(svg)).metadata()
      expect([width, height], motif).toEqual([1600, 1000])
      const png = await sharp(Buffer.from(svg)).resize(160, 100).png().toBuffer()
      expect(png.length, motif).toBeGreaterThan(500)
    }
    expect(drawn.size).toBe(motifs.length)
  })

  it('is deterministic', () => {
    expect(illustrationSvg('flat', 47)).toBe(illustrationSvg('flat', 47))
    expect(illustrationSvg('flat', 47)).not.toBe(illustrationSvg('flat', 94))
  })

  it('draws the team as four different people and one room before and after', () => {
    const team = seedIllustrations.filter((i) => i.name.startsWith('team-'))
    expect(team).toHaveLength(4)
    expect(team.every((i) => i.motif === 'portrait')).toBe(true)
    // Four looks: a portrait's hue chooses its skin, hair and style.
    const looks = new Set(team.map((i) => illustrationSvg('portrait', i.hue)))
    expect(looks.size).toBe(4)
    const fixture = readFileSync(
      path.resolve(__dirname, '../../src/blocks/TeamMembers/fixtures.ts'),
      'utf8',
    )
    for (const member of team) expect(fixture).toContain(`'${member.name}'`)

    const before = seedIllustrations.find((i) => i.name === 'renovation-before')!
    const after = seedIllustrations.find((i) => i.name === 'renovation-after')!
    expect([before.motif, after.motif]).toEqual(['bare-room', 'interior'])
    expect(before.hue).toBe(after.hue)
  })

  it('draws a property as a building and its gallery as rooms', () => {
    expect(Object.values(cityMotif).every((m) => m.startsWith('flat'))).toBe(true)
    expect(interiorPhotos.map((p) => p.motif)).toEqual(['interior', 'entrance'])
    // A listing's cover is its kind of building.
    expect(coverMotif('commercial', 'tbilisi')).toBe('shop')
    expect(coverMotif('cottage', 'bakuriani')).toBe('cottage')
    expect(coverMotif('house', 'tbilisi')).toBe('house')
    expect(coverMotif('flat', 'batumi')).toBe(cityMotif.batumi)
  })
})
