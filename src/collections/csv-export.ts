import type { Endpoint, PayloadHandler } from 'payload'

/**
 * An admin list's "Export CSV" button and the endpoint it downloads from
 * (`/api/<slug>/export.csv`, which exports the rows the list's filters select).
 */
export function csvExport(slug: string, rows: string, handler: PayloadHandler) {
  return {
    button: {
      path: '@/components/admin/ExportCsvButton#ExportCsvButton',
      clientProps: { endpoint: `/api/${slug}/export.csv`, rows },
    },
    endpoint: { path: '/export.csv', method: 'get', handler } satisfies Endpoint,
  }
}
