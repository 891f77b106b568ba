import type { GlobalConfig } from 'payload'

import { anyone, type GlobalAccess, isSignedIn } from '@/access'
import { rowLabel } from '@/fields/row-label'
import { revalidateGlobal } from '@/hooks/revalidate'

export const Header: GlobalConfig = {
  slug: 'header',
  access: { read: anyone, readVersions: isSignedIn, update: isSignedIn } satisfies GlobalAccess,
  admin: { group: 'Site' },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'nav',
      type: 'array',
      localized: true,
      maxRows: 10,
      admin: { initCollapsed: true, ...rowLabel('Menu item', ['label']) },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, admin: { width: '40%' } },
            { name: 'href', type: 'text', required: true, admin: { width: '40%' } },
            {
              name: 'megaMenu',
              type: 'checkbox',
              admin: { width: '20%', description: 'Wide panel' },
            },
          ],
        },
        {
          name: 'children',
          type: 'array',
          label: 'Dropdown',
          maxRows: 12,
          admin: rowLabel('Link', ['label']),
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', required: true, admin: { width: '50%' } },
                { name: 'href', type: 'text', required: true, admin: { width: '50%' } },
              ],
            },
            { name: 'description', type: 'text', admin: { description: 'Shown in mega menus' } },
          ],
        },
      ],
    },
  ],
}
