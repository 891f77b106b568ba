/**
 * Noto Sans Georgian, self-hosted from @fontsource (nothing is fetched from a font service), in
 * two subsets: Georgian letters and Latin. next/font preloads each file from the document's head
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
      path: '../../../node_modules/@fontsource/noto-sans-georgian/files/noto-sans-georgian-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../../node_modules/@fontsource/noto-sans-georgian/files/noto-sans-georgian-latin-700-normal.woff2',
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

/** The classes that define both font variables; on `<html>`. */
export const fontVariables = `${georgianFont.variable} ${latinFont.variable}`
