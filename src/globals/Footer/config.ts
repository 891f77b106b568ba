import type { GlobalConfig } from 'payload'

import { anyone, type GlobalAccess, isSignedIn } from '@/access'
import { linkFields } from '@/fields/block-settings'
import { rowLabel } from '@/fields/row-label'
import { revalidateGlobal } from '@/hooks/revalidate'

export const Footer: GlobalConfig = {
  slug: 'footer',
  access: { read: anyone, readVersions: isSignedIn, update: isSignedIn } satisfies GlobalAccess,
  admin: { group: 'Site' },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    { name: 'about', type: 'textarea', localized: true },
    {
      name: 'columns',
      type: 'array',
      localized: true,
      maxRows: 4,
      admin: rowLabel('Column', ['heading']),
      fields: [
        { name: 'heading', type: 'text', required: true },
        {
          name: 'links',
          type: 'array',
          admin: rowLabel('Link', ['label']),
          fields: linkFields(true),
        },
      ],
    },
    { name: 'copyright', type: 'text', localized: true },
  ],
}
