import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'
import { rowLabel } from '@/fields/row-label'
import { tiltField } from '@/fields/tilt'

/** Team members: a card each, its full profile a pop-up. */
export const TeamMembersBlock: Block = {
  slug: 'teamMembers',
  interfaceName: 'TeamMembersBlock',
  labels: { singular: 'Team members', plural: 'Team members' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'members',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 24,
      admin: { initCollapsed: true, ...rowLabel('Member', ['name', 'role']) },
      fields: [
        { name: 'photo', type: 'upload', relationTo: 'media', required: true },
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, admin: { width: '50%' } },
            { name: 'role', type: 'text', required: true, admin: { width: '50%' } },
          ],
        },
        {
          name: 'bio',
          type: 'textarea',
          required: true,
          maxLength: 300,
          admin: { description: 'A sentence or two, on the card.' },
        },
        {
          name: 'about',
          type: 'textarea',
          admin: { description: 'The full profile in the pop-up card (default: the short bio).' },
        },
        {
          type: 'row',
          fields: [
            { name: 'phone', type: 'text', admin: { width: '50%' } },
            {
              name: 'email',
              type: 'email',
              admin: { width: '50%', description: 'Published protected from harvesting bots.' },
            },
          ],
        },
      ],
    },
    tiltField('The cards'),
    blockSettings,
  ],
}
