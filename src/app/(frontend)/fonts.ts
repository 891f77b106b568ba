/**
 * Noto Sans Georgian and its Latin, self-hosted from @fontsource (nothing is fetched from a font
 * service), in three subsets: Georgian letters; Latin, from Noto Sans itself (the same design,
 * and the whole of Latin-1: Noto Sans Georgian's Latin subset lacks ², ½, ± and the like); and
 * Latin Extended, which holds the lari sign ₾ (U+20BE) of every Georgian price. That every
 * character the catalogue, the seed and the templates use has a glyph here is checked by
 * tests/site/font-coverage.test.ts. next/font preloads each file from the document's head
 * and gives the Latin subset a metric-adjusted local fallback. `optional`: text is laid out once, in
 * the web font when it arrives within the first ~100 ms (it is preloaded, so normally it does),
 * else in the fallback for that page view: the page never reflows when the font comes (CLS).
 */
import localFont from 'next/font/local'

// next/font reads its options at build time: every value is written out as a literal.
export const georgianFont = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/noto-sans-georgian/files/noto-sans-georgian-georgian-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../../node_modules/@fontsource/noto-sans-georgian/files/noto-sans-georgian-georgian-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'optional',
  variable: '--font-georgian',
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0589,U+10A0-10FF,U+1C90-1CBA,U+1CBD-1CBF,U+205A,U+2D00-2D2F,U+2E31',
    },
  ],
  // No fallback face here: a local fallback has no unicode-range, so it would take the Latin
  // letters before the Latin subset below is reached.
  adjustFontFallback: false,
})

export const latinFont = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'optional',
  variable: '--font-latin',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
  adjustFontFallback: 'Arial',
})

// The lari sign and the rest of Latin Extended (6 KB a weight, preloaded like the others: with
// `optional`, a face that arrives late is not used on that page, and ₾ would fall to a system font
// that may lack it). Its range is @fontsource's own for this subset.
export const latinExtFont = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/noto-sans-georgian/files/noto-sans-georgian-latin-ext-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../../node_modules/@fontsource/noto-sans-georgian/files/noto-sans-georgian-latin-ext-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'optional',
  variable: '--font-latin-ext',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
  // As for the Georgian subset: a fallback face without a unicode-range would take every letter.
  adjustFontFallback: false,
})

/** The classes that define the three font variables; on `<html>`. */
export const fontVariables = `${georgianFont.variable} ${latinExtFont.variable} ${latinFont.variable}`
