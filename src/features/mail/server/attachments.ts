/**
 * Attachment bytes read through the upload collection's storage: its file handlers when a storage
 * adapter (e.g. S3) provides them, else the collection's folder on disk. Mail keeps working when
 * the files move to object storage.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { createLocalReq, type Payload, type TypeWithID } from 'payload'

import type { MailAttachment } from './queue'

export interface AttachmentContent {
  filename: string
  content: Buffer
  contentType?: string
}

export async function readAttachment(
  payload: Payload,
  attachment: MailAttachment,
): Promise<AttachmentContent> {
  const collection = payload.collections[attachment.collection]
  const upload = collection?.config.upload
  if (!collection || !upload) throw new Error(`${attachment.collection} holds no uploads.`)
  const doc = (await payload.findByID({
    collection: attachment.collection,
    id: attachment.id,
    depth: 0,
    overrideAccess: true,
  })) as TypeWithID & { filename?: string | null; mimeType?: string | null }
  if (!doc.filename)
    throw new Error(`Upload ${attachment.collection}/${attachment.id} has no file.`)
  const contentType = doc.mimeType ?? undefined

  if (upload.handlers?.length) {
    const req = await createLocalReq({}, payload)
    for (const handler of upload.handlers) {
      const response = await handler(req, {
        doc,
        headers: new Headers(),
        params: { collection: attachment.collection, filename: doc.filename },
      })
      if (response instanceof Response) {
        if (!response.ok) throw new Error(`Reading ${doc.filename} answered ${response.status}.`)
        return {
          filename: attachment.filename,
          content: Buffer.from(await response.arrayBuffer()),
          contentType,
        }
      }
    }
  }
  const dir = path.resolve(upload.staticDir || attachment.collection)
  const file = path.resolve(dir, doc.filename)
  if (!file.startsWith(dir + path.sep)) throw new Error(`Bad stored file name ${doc.filename}.`)
  return { filename: attachment.filename, content: await readFile(file), contentType }
}
