import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
  type NumberFieldSingleValidation,
} from 'payload'

import { publicContent } from '@/access'
import { rowLabel } from '@/fields/row-label'
import { slugField } from '@/fields/slug'
import { siteTimeZone } from '@/fields/site-time-zone'

import { SITE_TIME_ZONE, SITE_UTC_OFFSET } from '@/shared/constants'

const dateAdmin = {
  date: { pickerAppearance: 'dayAndTime' as const, timeFormat: 'HH:mm' },
  description: `Time in ${SITE_TIME_ZONE} (UTC${SITE_UTC_OFFSET}).`,
}

/**
 * An event with registrations is not deleted: its members (people's sign-ups, with their mails'
 * cancel links) would go with it. The editor exports them and deletes them first, on purpose.
 */
const keepRegistrations: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'event-members',
    where: { event: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) {
    throw new APIError(
      `This event has ${totalDocs} registration(s). Export them (Event members → Export CSV) and delete them first.`,
      409,
      undefined,
      true,
    )
  }
}

/** Not below the seats taken (`server/capacity.ts`, loaded on first use: the CLI loads this file). */
const validateCapacity: NumberFieldSingleValidation = async (value, options) =>
  (await import('../../server/capacity')).validateCapacity(value, options)

/** Seats that appear (a raised capacity) go to the waiting list at once. */
const promoteWaitlist: CollectionAfterChangeHook = async (args) =>
  (await import('../../server/capacity')).promoteAfterEventChange(args)

/**
 * An event with its lesson tabs. Attendance is never stored: the pages and the join call count
 * the seats held, confirmed or awaiting their mailed link (the theme kept a read-then-write
 * counter that lost seats under load).
 */
export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: 'Event', plural: 'Events' },
  access: publicContent,
  defaultSort: '-startsAt',
  hooks: { beforeDelete: [keepRegistrations], afterChange: [promoteWaitlist] },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'startsAt', 'category', 'capacity'],
    group: 'Events',
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    {
      type: 'row',
      fields: [
        // Typed and shown in Tbilisi time, not the browser's (fields/site-time-zone.ts).
        {
          name: 'startsAt',
          type: 'date',
          required: true,
          index: true,
          timezone: siteTimeZone,
          admin: dateAdmin,
        },
        { name: 'endsAt', type: 'date', timezone: siteTimeZone, admin: dateAdmin },
      ],
    },
    {
      name: 'venue',
      type: 'group',
      fields: [
        { name: 'address', type: 'text', localized: true },
        {
          type: 'row',
          fields: [
            { name: 'latitude', type: 'number', min: -90, max: 90 },
            { name: 'longitude', type: 'number', min: -180, max: 180 },
          ],
        },
      ],
    },
    { name: 'category', type: 'relationship', relationTo: 'event-categories', index: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'lessons',
      type: 'array',
      admin: {
        description: 'The lesson tabs of the event page.',
        ...rowLabel('Lesson', ['title']),
      },
      fields: [
        { name: 'title', type: 'text', localized: true },
        { name: 'time', type: 'text' },
        { name: 'content', type: 'textarea', localized: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'capacity',
          type: 'number',
          min: 1,
          validate: validateCapacity,
          admin: {
            description:
              'Seats; empty means unlimited. Not below the seats taken; seats added go to the waiting list, in order.',
          },
        },
        {
          name: 'waitlist',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'When full, later visitors join a waiting list.' },
        },
      ],
    },
    {
      name: 'members',
      type: 'join',
      collection: 'event-members',
      on: 'event',
      admin: { defaultColumns: ['name', 'email', 'status', 'createdAt'] },
    },
  ],
}
