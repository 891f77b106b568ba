import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'
import { siteTimeZone } from '@/fields/site-time-zone'
import { SITE_TIME_ZONE, SITE_UTC_OFFSET } from '@/shared/constants'

import { parseEnd } from './time-left'

/** A countdown to a date (an open day, a launch), then a finish title and text. */
export const CountdownBlock: Block = {
  slug: 'countdown',
  interfaceName: 'CountdownBlock',
  labels: { singular: 'Countdown', plural: 'Countdowns' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      name: 'endsAt',
      type: 'date',
      required: true,
      // Typed and shown in Tbilisi time, not the browser's (fields/site-time-zone.ts).
      timezone: siteTimeZone,
      admin: {
        date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' },
        description: `Time in ${SITE_TIME_ZONE} (UTC${SITE_UTC_OFFSET}).`,
      },
      // An unreadable date is refused here, never thrown at a visitor.
      validate: (value: unknown) =>
        parseEnd(value) === null ? 'Enter a valid date and time.' : true,
    },
    { name: 'finishTitle', type: 'text', required: true, localized: true },
    { name: 'finishText', type: 'textarea', localized: true },
    blockSettings,
  ],
}
