import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'

import { SHARE_NETWORK_NAMES, SHARE_NETWORKS } from './networks'

/** Share buttons (ElementsKit's social share): plain links for the networks an editor picks. */
export const ShareButtonsBlock: Block = {
  slug: 'shareButtons',
  interfaceName: 'ShareButtonsBlock',
  labels: { singular: 'Share buttons', plural: 'Share buttons' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      name: 'networks',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['facebook', 'x', 'linkedin', 'telegram', 'whatsapp', 'email'],
      options: SHARE_NETWORKS.map((value) => ({ label: SHARE_NETWORK_NAMES[value], value })),
    },
    {
      name: 'title',
      type: 'text',
      localized: true,
      admin: { description: 'The text shared with the link. Empty: the page title.' },
    },
    blockSettings,
  ],
}
