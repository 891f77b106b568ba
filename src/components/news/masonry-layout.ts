/**
 * The news masonry without a script: a CSS grid of small rows in which each card spans as many
 * rows as its content needs, computed here on the server. The grid's own auto-placement then puts
 * each card, in document order, at the top of the column that ends first (the leftmost on a tie),
 * which is what the theme's Isotope masonry did: the newest three cards make the first row, left
 * to right, and the reading order (and the keyboard's) is the posts' order. Nothing is measured in
 * the browser, so nothing moves after the first paint.
 *
 * A card's height is known in advance because every part of it is sized in rem: the picture has a
 * fixed height in the masonry (cropped, `object-fit: cover`), and the text's lines are estimated
 * from the fonts' advance widths (Noto Sans Georgian and Noto Sans, read from the shipped files) at
 * the narrowest column the grid makes. The estimate errs long, so a card may end with some white
 * space but its text is not cut; where a fallback font is wider still, the excerpt is clipped, never
 * the title (styles.css, `.news-masonry`).
 */
import type { CSSProperties } from 'react'

/** The grid's row unit, in rem: a card's height is rounded up to it. */
export const MASONRY_ROW_REM = 0.5
/** The picture's height in the masonry, in rem (a 16:10 picture at a 358 px column). */
export const MASONRY_IMAGE_REM = 14

const ROOT_PX = 16
/** The narrowest column (the grid's `minmax(280px, …)`) less the card body's side padding. */
const TEXT_WIDTH_PX = 280 - 2 * 1.25 * ROOT_PX

// Advance widths in em (averages of the shipped fonts' hmtx: Georgian letters, Latin lower and
// upper case, digits, space and punctuation), regular and bold.
const ADVANCE = {
  regular: { georgian: 0.66, lower: 0.53, upper: 0.64, digit: 0.58, space: 0.26, other: 0.3 },
  bold: { georgian: 0.69, lower: 0.57, upper: 0.67, digit: 0.58, space: 0.26, other: 0.31 },
} as const

function charEm(char: string, weight: keyof typeof ADVANCE): number {
  const a = ADVANCE[weight]
  if (/[\u10A0-\u10FF\u1C90-\u1CBF]/.test(char)) return a.georgian
  if (/[a-z]/.test(char)) return a.lower
  if (/[A-Z]/.test(char)) return a.upper
  if (/[0-9]/.test(char)) return a.digit
  if (char === ' ') return a.space
  return /[\p{L}]/u.test(char) ? a.upper : a.other
}

/** How many lines a text takes at a width, breaking between words as the browser does. */
export function estimateLines(
  text: string,
  fontRem: number,
  weight: keyof typeof ADVANCE,
  widthPx = TEXT_WIDTH_PX,
): number {
  const words = text.trim().split(/\s+/).filter(Boolean)
  if (!words.length) return 0
  const px = (s: string) =>
    [...s].reduce((sum, c) => sum + charEm(c, weight), 0) * fontRem * ROOT_PX
  const space = charEm(' ', weight) * fontRem * ROOT_PX
  let lines = 1
  let used = 0
  for (const word of words) {
    const w = px(word)
    if (used > 0 && used + space + w > widthPx) {
      lines++
      used = 0
    }
    // A word longer than the line wraps within itself (overflow-wrap: anywhere).
    if (w > widthPx) {
      lines += Math.ceil(w / widthPx) - 1
      used = w % widthPx
    } else used += (used > 0 ? space : 0) + w
  }
  return lines
}

export interface MasonryCardText {
  title: string
  excerpt?: string | null
  /** The meta line: the category and the date, as shown. */
  meta: string
  /** Whether the card shows a picture. */
  image: boolean
}

// The card's parts in rem, as styles.css sets them (.news-card-*): body padding 1.1 + 1.4, meta
// 0.85 × 1.65 a line and 0.4 below, title 1.15 × 1.25 a line and 0.5 below, excerpt 0.95 × 1.65.
const BODY_PADDING_REM = 2.5
const META_LINE_REM = 0.85 * 1.65
const META_GAP_REM = 0.4
const TITLE_LINE_REM = 1.15 * 1.25
const TITLE_GAP_REM = 0.5
const EXCERPT_LINE_REM = 0.95 * 1.65
const BORDER_REM = 2 / ROOT_PX

/** The rows a card spans: its estimated height plus the gutter below it, in row units. */
export function masonryRows(card: MasonryCardText, gutterPx: number): number {
  const height =
    BORDER_REM +
    (card.image ? MASONRY_IMAGE_REM : 0) +
    BODY_PADDING_REM +
    estimateLines(card.meta, 0.85, 'regular') * META_LINE_REM +
    META_GAP_REM +
    estimateLines(card.title, 1.15, 'bold') * TITLE_LINE_REM +
    TITLE_GAP_REM +
    (card.excerpt ? estimateLines(card.excerpt, 0.95, 'regular') * EXCERPT_LINE_REM : 0)
  return Math.ceil((height + gutterPx / ROOT_PX) / MASONRY_ROW_REM)
}

/** The inline style that gives a card its span (styles.css reads `--masonry-rows`). */
export function masonryRowStyle(rows: number): CSSProperties {
  return { '--masonry-rows': rows } as CSSProperties
}

export interface GridPlacement {
  column: number
  /** First row (0-based) and the number of rows. */
  row: number
  span: number
}

/**
 * Where CSS grid's auto-placement (`grid-auto-flow: row`, not dense) puts items that each span
 * one column and `spans[i]` rows, in a grid of `columns` columns (CSS Grid Level 1, "Grid Item
 * Placement Algorithm", step 4): the cursor never goes back, so each item starts at or after the
 * row of the one before it, at the first place from there where it fits.
 */
export function gridAutoPlacement(spans: readonly number[], columns: number): GridPlacement[] {
  const ends = new Array<number>(columns).fill(0) // first free row of each column
  const placed: GridPlacement[] = []
  let cursorRow = 0
  let cursorColumn = 0
  for (const span of spans) {
    for (;;) {
      // The cells from cursorRow down are free in a column once its cards end above them.
      let column = -1
      for (let c = cursorColumn; c < columns; c++)
        if (ends[c]! <= cursorRow) {
          column = c
          break
        }
      if (column >= 0) {
        placed.push({ column, row: cursorRow, span })
        ends[column] = cursorRow + span
        cursorColumn = column
        break
      }
      cursorRow++
      cursorColumn = 0
    }
  }
  return placed
}
