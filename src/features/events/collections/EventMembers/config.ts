import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
} from 'payload'

import { serviceRecords } from '@/access'
import { csvExport } from '@/collections/csv-export'
import { locales } from '@/i18n/locales'

import { MEMBER_STATUSES } from '../../model/constants'

/** A seat an editor frees (a status changed, a member moved or deleted) goes to the waiting list. */
const promoteAfterChange: CollectionAfterChangeHook = async (args) =>
  (await import('../../server/capacity')).promoteAfterMemberChange(args)
const promoteAfterDelete: CollectionAfterDeleteHook = async (args) =>
  (await import('../../server/capacity')).promoteAfterMemberDelete(args)

const csv = csvExport('event-members', 'members', async (req) =>
  (await import('@/features/events/server/export-csv')).exportMembersCsv(req),
)

/**
 * A visitor's seat (or place on the waiting list); only the join service creates them. A seat is
 * `pending` until the mailed link is followed (`holdUntil`), then `confirmed`.
 */
export const EventMembers: CollectionConfig = {
  slug: 'event-members',
  labels: { singular: 'Event member', plural: 'Event members' },
  access: serviceRecords,
  defaultSort: '-createdAt',
  hooks: { afterChange: [promoteAfterChange], afterDelete: [promoteAfterDelete] },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'event', 'status', 'createdAt'],
    group: 'Events',
    components: {
      beforeListTable: [csv.button],
    },
  },
  endpoints: [csv.endpoint],
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'email', type: 'email', required: true, index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text' },
        { name: 'company', type: 'text' },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: MEMBER_STATUSES.map((value) => ({ value, label: value })),
    },
    {
      name: 'locale',
      type: 'select',
      options: locales.map((value) => ({ value, label: value })),
    },
    {
      name: 'ref',
      type: 'text',
      unique: true,
      admin: { readOnly: true, description: 'The subject of the signed confirm and cancel links.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'holdUntil',
          type: 'date',
          admin: {
            readOnly: true,
            description: 'A pending seat is released at this time unless its link is followed.',
            date: { pickerAppearance: 'dayAndTime' },
          },
        },
        {
          name: 'confirmedAt',
          type: 'date',
          admin: {
            readOnly: true,
            description: 'When the member followed the mailed link.',
            date: { pickerAppearance: 'dayAndTime' },
          },
        },
      ],
    },
    {
      name: 'clientKey',
      type: 'text',
      admin: {
        readOnly: true,
        description:
          'A keyed hash of the joining address (never the address): a few live registrations per address and event.',
      },
    },
    { name: 'noticedAt', type: 'date', admin: { hidden: true } },
    { name: 'spam', type: 'checkbox', defaultValue: false, index: true },
    { name: 'spamScore', type: 'number', admin: { readOnly: true } },
    { name: 'spamReasons', type: 'text', admin: { readOnly: true } },
    { name: 'remindedAt', type: 'date', admin: { readOnly: true } },
  ],
}
