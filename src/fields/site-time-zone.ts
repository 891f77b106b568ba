import type { DateField } from 'payload'

import { SITE_TIME_ZONE } from '@/shared/constants'

/**
 * A date an editor types and reads in Tbilisi time, whatever the browser's zone: Payload's time-zone
 * support with the config's one zone (`admin.timezones`). The admin's picker converts only when
 * the sibling `<name>_tz` holds a zone, so it always does: new documents get it by default and the
 * `admin_time_zone` migrations wrote it into every older row and block. Being always there, it is
 * optional to whoever writes a date (seeds, services, tests need not name it).
 */
export const siteTimeZone: NonNullable<DateField['timezone']> = {
  defaultTimezone: SITE_TIME_ZONE,
  override: ({ baseField }) => ({ ...baseField, required: false }),
}
