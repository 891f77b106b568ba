/**
 * Reading one field's submitted values out of a FormData, the way Contact Form 7's FormDataTree
 * does: a field is posted as `name` or, when multi-valued (checkboxes, multiple selects), as
 * `name[]`; text values are trimmed and blank ones dropped; file inputs left empty are dropped.
 */

export interface FieldValues {
  /** Non-blank text values, trimmed. */
  texts: string[]
  /** Files actually chosen by the visitor. */
  files: File[]
}

const NO_VALUES: FieldValues = { texts: [], files: [] }

/** An empty file input still posts a File, with no name and no bytes; that is "no file". */
export function isChosenFile(file: File): boolean {
  return file.name !== '' || file.size > 0
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

export function readField(formData: FormData, field: string): FieldValues {
  const texts: string[] = []
  const files: File[] = []
  for (const entry of [...formData.getAll(field), ...formData.getAll(`${field}[]`)]) {
    if (typeof entry === 'string') {
      const text = entry.trim()
      if (text !== '') texts.push(text)
    } else if (isChosenFile(entry)) {
      files.push(entry)
    }
  }
  return { texts, files }
}
