/**
 * An upload's bytes must be what its accepted name says: the content type detected from them
 * (`file-type`) has to be one the field accepts. An `.exe` renamed `cv.pdf` fails; so does a file
 * named `.jpg` whose bytes are no image. Formats without a signature (plain text, CSV) pass on
 * their name, as nothing in their bytes could say otherwise.
 */
import { fileTypeFromBuffer, supportedExtensions } from 'file-type'

import { acceptedSuffixes, extensionsOfMime, nameSuffix } from '@/lib/validation'
import type { FormSchema } from '@/lib/validation/types'

/** The `accept` list of each file field, from the form's schema. */
function acceptedByField(schema: FormSchema): Map<string, Set<string>> {
  const accepted = new Map<string, Set<string>>()
  for (const rule of schema.rules) {
    if (rule.rule === 'file' && typeof rule.field === 'string') {
      accepted.set(rule.field, acceptedSuffixes(rule.accept))
    }
  }
  return accepted
}

async function contentAgrees(file: File, accepted: Set<string>): Promise<boolean> {
  const detected = await fileTypeFromBuffer(new Uint8Array(await file.arrayBuffer()))
  if (!detected) {
    // No signature found: fine for formats that have none, a lie for those that do.
    const suffix = nameSuffix(file.name)?.slice(1) ?? ''
    return !supportedExtensions.has(suffix as never)
  }
  const extensions = new Set([detected.ext, ...extensionsOfMime(detected.mime)])
  return [...extensions].some((extension) => accepted.has(`.${extension}`))
}

/** The file fields whose upload's content does not match what the field accepts. */
export async function mismatchedUploads(
  schema: FormSchema,
  files: { field: string; file: File }[],
): Promise<string[]> {
  const accepted = acceptedByField(schema)
  const failed = new Set<string>()
  for (const { field, file } of files) {
    const allowed = accepted.get(field)
    if (allowed && !failed.has(field) && !(await contentAgrees(file, allowed))) failed.add(field)
  }
  return [...failed]
}
