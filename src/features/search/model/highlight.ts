/**
 * Which words of a result to mark, and the excerpt of its text shown under the title. Pure: the
 * view renders the pieces as text and `<mark>` elements (React escapes them), so nothing a document
 * or a query holds is ever read as markup.
 */
import { type QueryTerm, wordMatches, words } from './normalise'

export interface Piece {
  text: string
  /** A word the query finds. */
  mark: boolean
}

/** Runs of letters, marks and digits: what the normaliser reads as one or more words. */
const SPAN = /[\p{L}\p{M}\p{N}]+/gu

/** Whether an original span of text holds a word the query finds. */
function spanMatches(span: string, terms: readonly QueryTerm[]): boolean {
  return words(span).some((word) => terms.some((term) => wordMatches(word, term)))
}

/** `text` cut into pieces, the words the query finds marked (neighbouring pieces merged). */
export function highlight(text: string, terms: readonly QueryTerm[]): Piece[] {
  const pieces: Piece[] = []
  const push = (part: string, mark: boolean) => {
    if (!part) return
    const last = pieces[pieces.length - 1]
    if (last && last.mark === mark) last.text += part
    else pieces.push({ text: part, mark })
  }
  let at = 0
  for (const match of text.matchAll(SPAN)) {
    const start = match.index
    push(text.slice(at, start), false)
    push(match[0], terms.length > 0 && spanMatches(match[0], terms))
    at = start + match[0].length
  }
  push(text.slice(at), false)
  return pieces
}

/** About how many characters an excerpt shows. */
export const EXCERPT_LENGTH = 220
const BEFORE = 60

/**
 * The part of `text` worth showing: from a little before the first word the query finds (the
 * start when none is found), about `length` characters, cut at spaces, `…` where it was cut.
 */
export function excerpt(
  text: string,
  terms: readonly QueryTerm[],
  length = EXCERPT_LENGTH,
): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= length) return flat
  let first = 0
  if (terms.length) {
    for (const match of flat.matchAll(SPAN)) {
      if (spanMatches(match[0], terms)) {
        first = match.index
        break
      }
    }
  }
  let start = Math.max(0, first - BEFORE)
  if (start > 0) {
    const space = flat.indexOf(' ', start)
    start = space >= 0 && space < first ? space + 1 : start
  }
  let end = Math.min(flat.length, start + length)
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end)
    if (space > start + length / 2) end = space
    // Never between the halves of a character beyond the BMP (an emoji).
    else if (/[\uD800-\uDBFF]/.test(flat.charAt(end - 1))) end -= 1
  }
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`
}
