import type { GlobalConfig } from 'payload'

import { anyone, type GlobalAccess, isSignedIn } from '@/access'
import { linkFields } from '@/fields/block-settings'
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
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'links', type: 'array', fields: linkFields(true) },
      ],
    },
    { name: 'copyright', type: 'text', localized: true },
  ],
}
