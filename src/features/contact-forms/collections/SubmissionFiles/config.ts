import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { serviceLog } from '@/access'

/** Where visitors' uploads are kept: FORM_FILES_DIR, else ./data/form-files. */
function formFilesDir(): string {
  return path.resolve(
    /*turbopackIgnore: true*/ process.env.FORM_FILES_DIR ||
      path.join(process.cwd(), 'data', 'form-files'),
  )
}

/**
 * Files visitors upload with a contact form. Private: only signed-in editors can read them (served
 * through Payload's access-checked file route), and only the feedback service creates them.
 */
export const SubmissionFiles: CollectionConfig = {
  slug: 'submission-files',
  labels: { singular: 'Submitted file', plural: 'Submitted files' },
  access: serviceLog,
  admin: {
    group: 'Forms',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'field', 'filesize'],
  },
  fields: [
    { name: 'field', type: 'text', admin: { readOnly: true } },
    // Stored names are made unique (`cv-1.pdf`); mail and the admin show the visitor's own.
    { name: 'originalName', type: 'text', admin: { readOnly: true } },
  ],
  upload: {
    // Outside MEDIA_DIR: public media must never serve a visitor's private upload.
    staticDir: formFilesDir(),
    // The form's own `filetypes:` and `limit:` decide what is accepted; the schema checks them.
    disableLocalStorage: false,
  },
}
