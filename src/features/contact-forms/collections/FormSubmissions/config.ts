import type { CollectionConfig } from 'payload'

import { serviceRecords } from '@/access'
import { csvExport } from '@/collections/csv-export'
import { FEEDBACK_STATUSES } from '@/features/contact-forms/model/feedback'

/** What became of a submission's mail; delivery itself is tracked in the Outbox. */
const SUBMISSION_MAIL_STATES = ['queued', 'failed', 'skipped'] as const
export type SubmissionMailState = (typeof SUBMISSION_MAIL_STATES)[number]

const mailStateLabels: Record<SubmissionMailState, string> = {
  queued: 'Queued in the Outbox',
  failed: 'Not sent (no valid recipient)',
  skipped: 'Not mailed (not a successful submission)',
}

const csv = csvExport('form-submissions', 'submissions', async (req) =>
  (await import('@/features/contact-forms/server/export-csv')).exportSubmissionsCsv(req),
)

/**
 * Every contact-form submission, stored before the visitor gets an answer: what was posted, the
 * verdict, the spam signals and the state of its mail. Only the feedback service creates them.
 */
export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  labels: { singular: 'Submission', plural: 'Submissions' },
  access: serviceRecords,
  defaultSort: '-createdAt',
  admin: {
    group: 'Forms',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'form', 'status', 'mailState', 'createdAt'],
    listSearchableFields: ['summary', 'searchText'],
    components: {
      beforeListTable: [
        '@/features/contact-forms/collections/FormSubmissions/SpamFolderTabs#SpamFolderTabs',
        csv.button,
      ],
    },
  },
  endpoints: [
    csv.endpoint,
    {
      // "Not spam" of the spam folder: marks the submission ham and queues its mail, once.
      path: '/:id/not-spam',
      method: 'post',
      handler: async (req) => {
        const { notSpamEndpoint } = await import('@/features/contact-forms/server/not-spam')
        return notSpamEndpoint(req)
      },
    },
  ],
  fields: [
    { name: 'summary', type: 'text', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'form',
          type: 'relationship',
          relationTo: 'forms',
          required: true,
          index: true,
          admin: { readOnly: true, width: '33%' },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          options: FEEDBACK_STATUSES.map((s) => ({ label: s, value: s })),
          admin: { readOnly: true, width: '33%' },
        },
        {
          name: 'mailState',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'skipped',
          options: SUBMISSION_MAIL_STATES.map((value) => ({
            label: mailStateLabels[value],
            value,
          })),
          admin: { readOnly: true, width: '33%' },
        },
      ],
    },
    {
      name: 'fields',
      type: 'json',
      required: true,
      admin: { readOnly: true, description: 'Posted values by field name' },
    },
    {
      name: 'invalidFields',
      type: 'json',
      admin: { readOnly: true, condition: (data) => data?.status === 'validation_failed' },
    },
    {
      name: 'files',
      type: 'relationship',
      relationTo: 'submission-files',
      hasMany: true,
      admin: { readOnly: true },
    },
    {
      name: 'mailError',
      type: 'text',
      admin: { readOnly: true, condition: (data) => Boolean(data?.mailError) },
    },
    {
      name: 'notSpam',
      type: 'ui',
      admin: {
        condition: (data) => data?.spam?.verdict === 'spam',
        components: {
          Field: '@/features/contact-forms/collections/FormSubmissions/NotSpamButton#NotSpamButton',
        },
      },
    },
    {
      name: 'spam',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'verdict',
              type: 'select',
              options: [
                { label: 'Not spam', value: 'ham' },
                { label: 'Spam', value: 'spam' },
              ],
              index: true,
              admin: { readOnly: true, width: '33%' },
            },
            { name: 'score', type: 'number', admin: { readOnly: true, width: '33%' } },
            { name: 'reasons', type: 'text', admin: { readOnly: true, width: '33%' } },
          ],
        },
        { name: 'signals', type: 'json', admin: { readOnly: true } },
      ],
    },
    {
      name: 'meta',
      type: 'group',
      label: 'Where it came from',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'locale', type: 'text', admin: { readOnly: true, width: '25%' } },
            { name: 'unitTag', type: 'text', admin: { readOnly: true, width: '25%' } },
            { name: 'containerPost', type: 'number', admin: { readOnly: true, width: '25%' } },
            { name: 'channel', type: 'text', admin: { readOnly: true, width: '25%' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'pageUrl', type: 'text', admin: { readOnly: true, width: '50%' } },
            { name: 'remoteIp', type: 'text', admin: { readOnly: true, width: '50%' } },
          ],
        },
        { name: 'userAgent', type: 'text', admin: { readOnly: true } },
        { name: 'postedDataHash', type: 'text', admin: { readOnly: true } },
      ],
    },
    // Posted text flattened, so the admin's search finds a submission by anything in it.
    { name: 'searchText', type: 'textarea', admin: { hidden: true } },
  ],
}
