/** The admin's CSV export of subscribers, with their consent record (the list's filters apply). */
import type { PayloadRequest } from 'payload'

import { csvExportResponse } from '@/lib/csv/export'
import type { Subscriber } from '@/payload-types'

export function exportSubscribersCsv(req: PayloadRequest): Response {
  return csvExportResponse<Subscriber>(req, {
    collection: 'subscribers',
    filename: 'subscribers',
    depth: 1,
    columns: [
      { header: 'id', value: (s) => s.id },
      { header: 'email', value: (s) => s.email },
      { header: 'first name', value: (s) => s.firstName },
      { header: 'last name', value: (s) => s.lastName },
      { header: 'phone', value: (s) => s.phone },
      { header: 'list', value: (s) => (typeof s.list === 'object' ? s.list.title : s.list) },
      { header: 'status', value: (s) => s.status },
      { header: 'locale', value: (s) => s.locale },
      { header: 'consent at', value: (s) => s.consent?.at },
      { header: 'consent address', value: (s) => s.consent?.ip },
      { header: 'consent page', value: (s) => s.consent?.page },
      { header: 'consent text', value: (s) => s.consent?.text },
      { header: 'confirmed at', value: (s) => s.confirmedAt },
      { header: 'unsubscribed at', value: (s) => s.unsubscribedAt },
      { header: 'created at', value: (s) => s.createdAt },
    ],
  })
}
