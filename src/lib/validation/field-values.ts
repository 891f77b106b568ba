/**
 * Reading one field's submitted values out of a FormData the way Contact Form 7's rules see them
 * in PHP's `$_POST` and `$_FILES`: `name` is a single value, `name[]`, `name[0]` or `name[a][b]`
 * build a list under `name`, and a later entry replaces what an earlier one set at the same place
 * (`f=a&f=b` leaves `b`; a plain `f` after `f[]` entries replaces the whole list). Text values are
 * then stripped (`wpcf7_strip_whitespaces`) and blank ones dropped.
 */

import { stripWhitespaces } from './php'

export interface FieldValues {
  /** Non-blank text values, stripped. */
  texts: string[]
  /** Files actually chosen by the visitor (those PHP stores, with their name and size). */
  files: File[]
}

const NO_VALUES: FieldValues = { texts: [], files: [] }

/**
 * An empty file input posts a part with an empty file name, which PHP records as "no file"
 * (`UPLOAD_ERR_NO_FILE`, size 0) whatever bytes it carries; any named file is stored, even an
 * empty one.
 */
export function isChosenFile(file: File): boolean {
  return file.name !== ''
}

/** Returns a reader that memoises per field: several rules usually check the same field. */
export function createFieldReader(formData: FormData): (field: string | undefined) => FieldValues {
  const cache = new Map<string, FieldValues>()
  return (field) => {
    // A rule without a field has nothing to look at (CF7 finds no values for it either).
    if (typeof field !== 'string' || field === '') return NO_VALUES
    let values = cache.get(field)
    if (!values) {
      values = readField(formData, field)
      cache.set(field, values)
    }
    return values
  }
}

/** A PHP array: insertion-ordered, a key set again keeps its place. */
type Tree<T> = Map<string, T | Tree<T>>

/**
 * The keys of an entry name under `field`: `[]` for `field` itself, `['', 'a']` for `field[][a]`,
 * or undefined when the name is another field's. Like PHP, the first `]` ends a key, anything
 * after a `]` that is not `[` is ignored, and a `[` never closed makes the name a different one
 * (`f[x` is `f_x`) or, past the first key, is dropped.
 */
function keysOf(name: string, field: string): string[] | undefined {
  if (name === field) return []
  if (!name.startsWith(`${field}[`)) return undefined
  const keys: string[] = []
  let at = field.length
  while (name[at] === '[') {
    const close = name.indexOf(']', at + 1)
    if (close < 0) return keys.length ? keys : undefined
    keys.push(name.slice(at + 1, close))
    at = close + 1
  }
  return keys
}

// PHP turns decimal integer keys ("7", "-3", not "07") into integers; `[]` appends after the
// largest of them.
const INTEGER_KEY = /^(?:0|-?[1-9]\d{0,17})$/

function place<T>(root: Tree<T>, keys: string[], value: T): void {
  let node = root
  for (const [i, raw] of keys.entries()) {
    let key: string
    if (raw === '') {
      let next = 0
      for (const k of node.keys()) {
        if (k.startsWith('#')) next = Math.max(next, Number(k.slice(1)) + 1)
      }
      key = `#${next}`
    } else {
      key = INTEGER_KEY.test(raw) ? `#${raw}` : `$${raw}`
    }
    if (i === keys.length - 1) {
      node.set(key, value)
      return
    }
    const child = node.get(key)
    if (child instanceof Map) {
      node = child
    } else {
      const fresh: Tree<T> = new Map()
      node.set(key, fresh)
      node = fresh
    }
  }
}

function flatten<T>(value: T | Tree<T> | undefined, into: T[]): T[] {
  if (value instanceof Map) for (const child of value.values()) flatten(child, into)
  else if (value !== undefined) into.push(value)
  return into
}

/** The field's values as PHP's `$_POST[$field]` and `$_FILES[$field]` hold them, flattened. */
function collect<T>(entries: Iterable<[string, T]>, field: string): T[] {
  const root: Tree<T> = new Map()
  for (const [name, value] of entries) {
    const keys = keysOf(name, field)
    if (keys) place(root, ['field', ...keys], value)
  }
  return flatten(root.get('$field'), [])
}

/**
 * The field's values as PHP holds them before any rule looks at them: texts as posted (not
 * stripped, blanks kept) and the files actually chosen. What is stored and mailed reads this too,
 * so it is always what was validated.
 */
export function readPostedValues(formData: FormData, field: string): FieldValues {
  const texts: [string, string][] = []
  const files: [string, File][] = []
  for (const [name, value] of formData) {
    if (typeof value === 'string') texts.push([name, value])
    else files.push([name, value])
  }
  return { texts: collect(texts, field), files: collect(files, field).filter(isChosenFile) }
}

/**
 * Whether the request carries a file part for the field (PHP: `$_FILES[$field]` is set), chosen
 * or left empty. A text entry of that name is not one.
 */
export function postsFilePart(formData: FormData, field: string): boolean {
  for (const [name, value] of formData) {
    if (typeof value !== 'string' && keysOf(name, field)) return true
  }
  return false
}

export function readField(formData: FormData, field: string): FieldValues {
  const posted = readPostedValues(formData, field)
  return {
    texts: posted.texts.map(stripWhitespaces).filter((text) => text !== ''),
    files: posted.files,
  }
}
