/**
 * The files a visitor uploads with a contact form: stored before the submission (it refers to
 * them), and removed again when the submission could not be stored.
 */
import type { Payload } from 'payload'

import { isCommitOutcomeUnknown } from '@/db/commit-outcome'

import type { StoredUpload } from './compose-mail'
import type { PostedData } from './posted-data'

/** An upload the file store refused (e.g. bytes that are not what the name says). */
export class RejectedUpload extends Error {
  constructor(readonly field: string) {
    super(`The upload of field ${field} was refused.`)
  }
}

/** Stores each posted file; none is kept when one is refused. */
export async function storeFiles(payload: Payload, posted: PostedData): Promise<StoredUpload[]> {
  const stored: StoredUpload[] = []
  try {
    for (const { field, file } of posted.files) {
      const data = Buffer.from(await file.arrayBuffer())
      const doc = await payload
        .create({
          collection: 'submission-files',
          data: { field, originalName: file.name.slice(0, 255) },
          file: {
            data,
            mimetype: file.type || 'application/octet-stream',
            name: file.name || 'upload',
            size: data.length,
          },
          overrideAccess: true,
          depth: 0,
        })
        .catch((error: unknown) => {
          payload.logger.warn({ err: error, msg: `Refused an upload for field ${field}` })
          throw new RejectedUpload(field)
        })
      stored.push({ field, id: doc.id, filename: doc.originalName || file.name || 'file' })
    }
  } catch (error) {
    // Nothing stored half: files of a submission that could not be stored are removed.
    await removeFiles(
      payload,
      stored.map((f) => f.id),
    )
    throw error
  }
  return stored
}

async function removeFiles(payload: Payload, ids: number[]): Promise<void> {
  if (!ids.length) return
  await payload
    .delete({ collection: 'submission-files', where: { id: { in: ids } }, overrideAccess: true })
    .catch(() => undefined)
}

/**
 * The uploads of a submission whose store failed with `error`: removed, unless the submission may
 * have been stored after all (its commit's answer was lost) and would refer to them; those stay,
 * named in the log with `context` so that files of a submission that was not stored can be found.
 */
export async function releaseUploads(
  payload: Payload,
  error: unknown,
  uploads: StoredUpload[],
  context: Record<string, unknown>,
): Promise<void> {
  if (!isCommitOutcomeUnknown(error)) {
    return removeFiles(
      payload,
      uploads.map((f) => f.id),
    )
  }
  payload.logger.error({
    msg: 'A contact form submission may not have been stored; its uploaded files are kept.',
    ...context,
    submissionFiles: uploads.map((f) => f.id),
  })
}
