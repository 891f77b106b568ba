import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'

/** A list of events on any page (the theme's events list element). */
export const EventsListBlock: Block = {
  slug: 'eventsList',
  interfaceName: 'EventsListBlock',
  labels: { singular: 'Events list', plural: 'Events lists' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'event-categories',
      admin: { description: 'Empty: all categories' },
    },
    {
      name: 'filter',
      type: 'select',
      defaultValue: 'upcoming',
      required: true,
      options: [
        { label: 'Upcoming', value: 'upcoming' },
        { label: 'Past', value: 'past' },
      ],
    },
    { name: 'limit', type: 'number', defaultValue: 3, min: 1, max: 24, required: true },
    { name: 'showMoreLink', type: 'checkbox', defaultValue: true },
    blockSettings,
  ],
}
