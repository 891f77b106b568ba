/**
 * The characters a WOFF2 font maps to a glyph (its `cmap` table), read with nothing but Node's
 * Brotli: a WOFF2 file is a table directory and one Brotli stream of the tables in directory
 * order (https://www.w3.org/TR/WOFF2/). Only `glyf`/`loca` may be transformed there; `cmap` is
 * always stored as in the TrueType file, so its formats 4 and 12 are read as the OpenType spec
 * describes them (https://learn.microsoft.com/typography/opentype/spec/cmap).
 */
import { readFileSync } from 'node:fs'
import { brotliDecompressSync } from 'node:zlib'

// WOFF2's table of known tags, indexed by the low six bits of a directory entry's flags.
const KNOWN_TAGS = [
  'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca',
  'prep', 'CFF ', 'VORG', 'EBDT', 'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea',
  'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH', 'CBDT', 'CBLC', 'COLR', 'CPAL',
  'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc', 'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar',
  'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop', 'trak', 'Zapf', 'Silf', 'Glat',
  'Gloc', 'Feat', 'Sill',
] // prettier-ignore

function readBase128(buf: Buffer, at: { pos: number }): number {
  let value = 0
  for (let i = 0; i < 5; i++) {
    const byte = buf[at.pos++]!
    if (i === 0 && byte === 0x80) throw new Error('WOFF2: UIntBase128 with a leading zero')
    value = value * 128 + (byte & 0x7f)
    if ((byte & 0x80) === 0) return value
  }
  throw new Error('WOFF2: UIntBase128 longer than five bytes')
}

/** The decompressed tables of a WOFF2 file, by tag. */
export function woff2Tables(file: Buffer): Map<string, Buffer> {
  if (file.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file')
  const numTables = file.readUInt16BE(12)
  const totalCompressedSize = file.readUInt32BE(20)
  const at = { pos: 48 }
  const entries: { tag: string; length: number }[] = []
  for (let i = 0; i < numTables; i++) {
    const flags = file[at.pos++]!
    const tag =
      (flags & 0x3f) === 0x3f
        ? file.toString('latin1', at.pos, (at.pos += 4))
        : KNOWN_TAGS[flags & 0x3f]!
    const transform = flags >> 6
    const origLength = readBase128(file, at)
    // glyf and loca are transformed unless their version is 3; other tables only when it is not 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? transform !== 3 : transform !== 0
    entries.push({ tag, length: transformed ? readBase128(file, at) : origLength })
  }
  const data = brotliDecompressSync(file.subarray(at.pos, at.pos + totalCompressedSize))
  const tables = new Map<string, Buffer>()
  let offset = 0
  for (const { tag, length } of entries) {
    tables.set(tag, data.subarray(offset, offset + length))
    offset += length
  }
  if (offset !== data.length) throw new Error('WOFF2: the tables do not fill the decompressed data')
  return tables
}

/** Every code point a `cmap` table maps to a glyph other than .notdef. */
export function cmapCodePoints(cmap: Buffer): Set<number> {
  const points = new Set<number>()
  const subtables = cmap.readUInt16BE(2)
  for (let i = 0; i < subtables; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8)
    const encoding = cmap.readUInt16BE(6 + i * 8)
    // Unicode subtables only: platform 0, or Windows (3) with BMP (1) or full (10) Unicode.
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue
    const base = cmap.readUInt32BE(8 + i * 8)
    const format = cmap.readUInt16BE(base)
    if (format === 4) {
      const segCountX2 = cmap.readUInt16BE(base + 6)
      const ends = base + 14
      const starts = ends + segCountX2 + 2
      const deltas = starts + segCountX2
      const rangeOffsets = deltas + segCountX2
      for (let s = 0; s < segCountX2 / 2; s++) {
        const end = cmap.readUInt16BE(ends + 2 * s)
        const start = cmap.readUInt16BE(starts + 2 * s)
        const delta = cmap.readUInt16BE(deltas + 2 * s)
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + 2 * s)
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let glyph: number
          if (rangeOffset === 0) glyph = (c + delta) & 0xffff
          else {
            const index = cmap.readUInt16BE(rangeOffsets + 2 * s + rangeOffset + 2 * (c - start))
            glyph = index === 0 ? 0 : (index + delta) & 0xffff
          }
          if (glyph !== 0) points.add(c)
        }
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(base + 12)
      for (let g = 0; g < groups; g++) {
        const start = cmap.readUInt32BE(base + 16 + g * 12)
        const end = cmap.readUInt32BE(base + 20 + g * 12)
        const startGlyph = cmap.readUInt32BE(base + 24 + g * 12)
        for (let c = start; c <= end; c++) if (startGlyph + (c - start) !== 0) points.add(c)
      }
    }
  }
  return points
}

/** The code points a WOFF2 file on disk has glyphs for. */
export function woff2CodePoints(file: string): Set<number> {
  const cmap = woff2Tables(readFileSync(file)).get('cmap')
  if (!cmap) throw new Error(`${file} has no cmap table`)
  return cmapCodePoints(cmap)
}

/** A CSS unicode-range value (`U+0000-00FF,U+0131,U+4??`) as inclusive [from, to] pairs. */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const range = part.trim().replace(/^U\+/i, '')
    if (range.includes('?'))
      return [parseInt(range.replace(/\?/g, '0'), 16), parseInt(range.replace(/\?/g, 'F'), 16)]
    const [from = '', to = from] = range.split('-')
    return [parseInt(from, 16), parseInt(to, 16)]
  })
}
