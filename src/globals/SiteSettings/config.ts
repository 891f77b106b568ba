import type { GlobalConfig } from 'payload'

import { anyone, type GlobalAccess, isSignedIn } from '@/access'
import { rowLabel } from '@/fields/row-label'
import { revalidateGlobal } from '@/hooks/revalidate'
import { headerStyles, siteLayouts } from '@/shared/constants'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  access: { read: anyone, readVersions: isSignedIn, update: isSignedIn } satisfies GlobalAccess,
  admin: { group: 'Site' },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'siteName',
          type: 'text',
          required: true,
          localized: true,
          admin: { width: '50%' },
        },
        { name: 'tagline', type: 'text', localized: true, admin: { width: '50%' } },
      ],
    },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        {
          name: 'headerStyle',
          type: 'select',
          required: true,
          defaultValue: '1',
          admin: { width: '50%', description: 'Theme header style (body class header_style_N)' },
          options: headerStyles.map((n) => ({ label: `Header style ${n}`, value: String(n) })),
        },
        {
          name: 'siteLayout',
          type: 'select',
          required: true,
          defaultValue: '18',
          admin: { width: '50%', description: 'Theme site layout (body class site_layout_N)' },
          options: siteLayouts.map((n) => ({ label: `Site layout ${n}`, value: String(n) })),
        },
      ],
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'phone', type: 'text', admin: { width: '50%' } },
            { name: 'email', type: 'email', admin: { width: '50%' } },
          ],
        },
        { name: 'address', type: 'text', localized: true },
        { name: 'hours', type: 'text', localized: true },
      ],
    },
    {
      name: 'propertyEnquiryForm',
      type: 'relationship',
      relationTo: 'forms',
      admin: { description: 'The contact form on every property page (it names the listing).' },
    },
    {
      name: 'topBar',
      type: 'array',
      label: 'Top bar info items',
      localized: true,
      maxRows: 6,
      admin: rowLabel('Item', ['icon', 'text']),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'icon',
              type: 'select',
              required: true,
              defaultValue: 'phone',
              admin: { width: '30%' },
              options: ['phone', 'mail', 'clock', 'pin'].map((v) => ({ label: v, value: v })),
            },
            { name: 'text', type: 'text', required: true, admin: { width: '70%' } },
          ],
        },
      ],
    },
  ],
}
