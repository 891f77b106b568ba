/** The admin's CSV of event members (the list's filters apply, newest first), streamed by `@/lib/csv/export`. */
import type { PayloadRequest } from 'payload'

import { csvExportResponse } from '@/lib/csv/export'
import type { EventMember } from '@/payload-types'

export function exportMembersCsv(req: PayloadRequest): Response {
  return csvExportResponse<EventMember>(req, {
    collection: 'event-members',
    filename: 'event-members',
    depth: 1,
    columns: [
      { header: 'id', value: (m) => m.id },
      { header: 'createdAt', value: (m) => m.createdAt },
      { header: 'event', value: (m) => (typeof m.event === 'object' ? m.event.title : m.event) },
      { header: 'name', value: (m) => m.name },
      { header: 'email', value: (m) => m.email },
      { header: 'phone', value: (m) => m.phone },
      { header: 'company', value: (m) => m.company },
      { header: 'status', value: (m) => m.status },
      { header: 'locale', value: (m) => m.locale },
      { header: 'spam', value: (m) => (m.spam ? 'yes' : 'no') },
    ],
  })
}
