import type { GlobalConfig } from 'payload'

import { anyone, type GlobalAccess, isSignedIn } from '@/access'
import { revalidateGlobal } from '@/hooks/revalidate'
import { sitePaths } from '@/utilities/paths'
import { previewUrl } from '@/utilities/preview-url'

/**
 * The header's settings: which menu is its main menu (the `menus` collection: items, dropdowns,
 * mega panels). Saving revalidates the site; the live preview shows the home page.
 */
export const Header: GlobalConfig = {
  slug: 'header',
  access: { read: anyone, readVersions: isSignedIn, update: isSignedIn } satisfies GlobalAccess,
  admin: {
    group: 'Site',
    livePreview: {
      url: ({ locale }) => previewUrl('pages', 'home', locale?.code, (_, l) => sitePaths.home(l)),
    },
  },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'mainMenu',
      type: 'relationship',
      relationTo: 'menus',
      admin: { description: 'The menu of the header’s bar (and of the mobile menu).' },
    },
  ],
}
