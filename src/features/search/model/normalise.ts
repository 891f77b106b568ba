/**
 * Site search's one normaliser: how a document's text and a visitor's query become comparable
 * terms. Pure and isomorphic; the index stores what `indexTerms` makes, the query function matches
 * what `queryTerms` makes, and highlighting marks the words `wordMatches` accepts, so the three
 * agree by construction.
 *
 * - Georgian capitals (Mtavruli, U+1C90–U+1CBF) fold to Mkhedruli (U+10D0–U+10FF), everything is
 *   lower-cased, accents are dropped (`café` → `cafe`), and whatever is not a letter or a digit
 *   separates words. A word is one script's letters or a run of digits (`3ოთახიანი` is `3` and
 *   `ოთახიანი`), at most `MAX_WORD` characters.
 * - A Georgian word is reduced to its stem (`stemGeorgian`: one case ending or postposition, then a
 *   final vowel: ვაკეში, ვაკის, ვაკე → ვაკ) and stored in both scripts, the stem and its Latin
 *   transliteration (the national system: თბილის → tbilis). Other words are stored as they are.
 * - A query word matches a stored term that begins with the query word's stem: Georgian words by
 *   their Georgian stem and its transliteration, Latin words by the same endings transliterated
 *   (`tbilisi` → `tbilis`, `vakeshi` → `vak`), so `tbilisi` finds თბილისი and ვაკე finds "Vake".
 */

import { GEORGIAN_TO_LATIN } from '@/shared/georgian-latin'

/** Bump when the stored terms change shape: the index is rebuilt at the next start. */
export const NORMALISER_VERSION = 1

/** Characters of a query that are read; the rest is ignored (a 10 KB query is its first 200). */
export const MAX_QUERY_LENGTH = 200
/** Words of a query that count. */
export const MAX_QUERY_TERMS = 8
/** Longer words are cut (no real word is longer; a run of junk is not worth storing). */
export const MAX_WORD = 40
/** A stem keeps at least this many letters. */
const MIN_STEM = 3

const MTAVRULI = /[\u1C90-\u1CBA\u1CBD-\u1CBF]/g
/** Mtavruli is Mkhedruli moved up by 0xBC0, letter for letter (Unicode 11). */
const MTAVRULI_OFFSET = 0xbc0
/** The Georgian letters of Mkhedruli (U+10FB is punctuation, not a letter). */
const GEORGIAN = '\\u10D0-\\u10FA\\u10FC-\\u10FF'
const WORD = new RegExp(`[${GEORGIAN}]+|\\p{N}+|[^\\P{L}${GEORGIAN}]+`, 'gu')
const IS_GEORGIAN = new RegExp(`^[${GEORGIAN}]+$`, 'u')
const MARKS = /\p{M}+/gu

/** The national system of romanization (one table with slugs). */
const LATIN = GEORGIAN_TO_LATIN

/**
 * Case endings and postpositions, longest first where one ends another: plural -ებ- with its
 * cases, genitive + თვის/გან/კენ, the locative -ში, -ზე, -თან, -დან, -მდე, instrumental -ით,
 * adverbial -ად, genitive -ის, ergative -მა, dative -ს, nominative -ი.
 */
const GEORGIAN_ENDINGS = [
  'ებისთვის',
  'ებისგან',
  'ებისკენ',
  'ისთვის',
  'ისგან',
  'ისკენ',
  'ებიდან',
  'ებამდე',
  'ებში',
  'ებზე',
  'ებთან',
  'ებით',
  'ებად',
  'ების',
  'ებმა',
  'ებს',
  'ები',
  'თვის',
  'იდან',
  'ამდე',
  'დან',
  'მდე',
  'თან',
  'ში',
  'ზე',
  'ით',
  'ად',
  'ის',
  'მა',
  'ს',
  'ი',
]
const GEORGIAN_VOWELS = new Set(['ა', 'ე', 'ი', 'ო', 'უ'])

const transliterateEnding = (ending: string) => [...ending].map((c) => LATIN[c] ?? c).join('')
/** The same endings as a visitor typing Latin writes them (`shi`, `is`, `ebshi`…), longest first. */
const LATIN_ENDINGS = [...new Set(GEORGIAN_ENDINGS.map(transliterateEnding))].sort(
  (a, b) => b.length - a.length,
)
const LATIN_VOWELS = new Set(['a', 'e', 'i', 'o', 'u'])

/**
 * Words too common to tell documents apart; dropped from a query unless it has nothing else.
 */
const STOP_WORDS = new Set([
  'და',
  'რომ',
  'არის',
  'ან',
  'ეს',
  'ის',
  'თუ',
  'არ',
  'ამ',
  'იმ',
  'the',
  'a',
  'an',
  'and',
  'or',
  'of',
  'in',
  'on',
  'to',
  'for',
  'is',
  'at',
  'by',
  'with',
])

/**
 * Text as comparable words: well-formed (an unpaired surrogate is dropped), capitals folded,
 * lower-cased, accents dropped, split at anything that is not a letter or a digit and between
 * scripts and digits.
 */
export function words(text: string): string[] {
  const folded = text
    .replace(MTAVRULI, (c) => String.fromCharCode(c.charCodeAt(0) - MTAVRULI_OFFSET))
    .toLowerCase()
    .normalize('NFKD')
    .replace(MARKS, '')
    .normalize('NFC')
  const out: string[] = []
  for (const match of folded.matchAll(WORD)) out.push(match[0].slice(0, MAX_WORD))
  return out
}

export const isGeorgian = (word: string): boolean => IS_GEORGIAN.test(word)

/** A Georgian word in Latin letters (national system); other characters are kept. */
export function transliterate(word: string): string {
  let out = ''
  for (const c of word) out += LATIN[c] ?? c
  return out
}

function stemWith(
  word: string,
  endings: readonly string[],
  vowels: ReadonlySet<string>,
  letters: (w: string) => string[],
): string {
  let stem = word
  const length = (w: string) => letters(w).length
  for (const ending of endings) {
    if (stem.endsWith(ending) && length(stem) - length(ending) >= MIN_STEM) {
      stem = stem.slice(0, stem.length - ending.length)
      break
    }
  }
  const chars = letters(stem)
  if (chars.length > MIN_STEM && vowels.has(chars[chars.length - 1]!)) {
    stem = chars.slice(0, -1).join('')
  }
  return stem
}

const chars = (w: string) => [...w]

/**
 * A Georgian word's stem: one ending off (`GEORGIAN_ENDINGS`), then a final vowel, keeping at
 * least three letters. Deliberately crude and the same for documents and queries: ვაკე, ვაკეში,
 * ვაკის → ვაკ; თბილისი, თბილისში, თბილისის → თბილის; ბინა, ბინები, ბინაში → ბინ.
 */
export function stemGeorgian(word: string): string {
  return stemWith(word, GEORGIAN_ENDINGS, GEORGIAN_VOWELS, chars)
}

/**
 * A Latin query word's stem by the same rule, the endings transliterated: a visitor typing
 * Georgian in Latin letters (`tbilisshi`, `vakis`) reaches the stems the index holds.
 */
export function stemLatin(word: string): string {
  return stemWith(word, LATIN_ENDINGS, LATIN_VOWELS, chars)
}

/** What the index stores for one word of a document (see the module's comment). */
export function wordForms(word: string): string[] {
  if (!isGeorgian(word)) return [word]
  const stem = stemGeorgian(word)
  return [stem, transliterate(stem)]
}

/**
 * A text's index terms: every form of every word, once each, space-separated with a space at
 * both ends, so that "a term begins with x" is "the terms contain ` x`" (SQL `instr`/`strpos`).
 */
export function indexTerms(text: string): string {
  const forms = new Set<string>()
  for (const word of words(text)) for (const form of wordForms(word)) forms.add(form)
  return forms.size ? ` ${[...forms].join(' ')} ` : ' '
}

/** One query word: it matches a document term that begins with any of its prefixes. */
export interface QueryTerm {
  /** The word as typed (normalised), for display. */
  word: string
  prefixes: string[]
}

/** The prefixes a query word matches stored terms by. */
export function queryPrefixes(word: string): string[] {
  if (isGeorgian(word)) {
    const stem = stemGeorgian(word)
    return [...new Set([stem, transliterate(stem)])]
  }
  if (/^\p{N}+$/u.test(word)) return [word]
  return [/^[a-z]+$/.test(word) ? stemLatin(word) : word]
}

/**
 * A query's terms: at most `MAX_QUERY_LENGTH` characters read, words once each, stop words and
 * single letters dropped unless nothing else is left, at most `MAX_QUERY_TERMS`.
 */
export function queryTerms(query: string): QueryTerm[] {
  const all = [...new Set(words(query.slice(0, MAX_QUERY_LENGTH)))]
  const telling = all.filter((w) => !STOP_WORDS.has(w) && [...w].length > 1)
  return (telling.length ? telling : all)
    .slice(0, MAX_QUERY_TERMS)
    .map((word) => ({ word, prefixes: queryPrefixes(word) }))
}

/** Whether a document's word is one a query term finds (what highlighting marks). */
export function wordMatches(word: string, term: QueryTerm): boolean {
  const forms = wordForms(word)
  return term.prefixes.some((prefix) => forms.some((form) => form.startsWith(prefix)))
}

/** Whether index terms (as `indexTerms` made them) hold a term: the query function's test. */
export function termsHold(terms: string, term: QueryTerm): boolean {
  return term.prefixes.some((prefix) => terms.includes(` ${prefix}`))
}
