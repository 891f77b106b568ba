import type { GlobalConfig } from 'payload'

import { anyone, type GlobalAccess, isAdminField, isSignedIn } from '@/access'
import { headerStyleTable } from '@/shared/header-styles'
import { rowLabel } from '@/fields/row-label'
import {
  OSM_ATTRIBUTION,
  OSM_ATTRIBUTION_URL,
  OSM_TILE_URL,
  validateAttributionUrl,
  validateGoogleMapsKey,
  validateTileUrl,
} from '@/lib/map-tiles'
import { revalidateGlobal } from '@/hooks/revalidate'
import { headerStyles, siteLayouts } from '@/shared/constants'
import { sitePaths } from '@/utilities/paths'
import { previewUrl } from '@/utilities/preview-url'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  access: { read: anyone, readVersions: isSignedIn, update: isSignedIn } satisfies GlobalAccess,
  admin: {
    group: 'Site',
    // The header style, layout, top bar and offices show on every page: the live preview opens the
    // home page and shows them as saved (settings have no drafts; saving revalidates the site).
    livePreview: {
      url: ({ locale }) => previewUrl('pages', 'home', locale?.code, (_, l) => sitePaths.home(l)),
    },
  },
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
          admin: {
            width: '50%',
            description:
              'The theme’s header style (body class header_style_N); the live preview shows it once saved.',
          },
          // Each option says what the style looks like (the one table: header-styles.ts).
          options: headerStyles.map((n) => ({
            label: `${n}. ${headerStyleTable[`${n}`].summary}`,
            value: String(n),
          })),
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
      // The theme's offices (`.top_bar_info_switcher`): with two or more, the top bar offers a
      // switcher and shows the chosen office's details (src/components/site/OfficeSwitcher.tsx).
      name: 'offices',
      type: 'array',
      label: 'Offices',
      maxRows: 4,
      admin: {
        ...rowLabel('Office', ['name']),
        description:
          'When set, the top bar shows these offices (a switcher from two) in place of its info items; the visitor’s choice is remembered.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              type: 'text',
              required: true,
              localized: true,
              admin: { width: '50%' },
            },
            { name: 'phone', type: 'text', admin: { width: '50%' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'address', type: 'text', localized: true, admin: { width: '50%' } },
            { name: 'hours', type: 'text', localized: true, admin: { width: '50%' } },
          ],
        },
        { name: 'email', type: 'email' },
      ],
    },
    {
      // The map blocks' provider (src/blocks/Map): Google with a key, OpenStreetMap tiles without.
      name: 'maps',
      type: 'group',
      label: { en: 'Maps', ka: 'რუკები' },
      fields: [
        {
          name: 'googleMapsApiKey',
          type: 'text',
          label: { en: 'Google Maps API key', ka: 'Google Maps-ის API გასაღები' },
          validate: validateGoogleMapsKey,
          // Only admins read or change it through the API and the admin. A page that shows a
          // Google map carries it (the browser loads the Maps JavaScript API and the static image
          // with it), as every browser key is: restrict it to this site's address in Google's
          // console.
          access: { read: isAdminField, update: isAdminField },
          admin: {
            description:
              'A browser key of the Maps JavaScript API (with the Static Maps, Geocoding, Directions and Street View APIs), restricted to this site’s address. With a key, maps are Google maps, loaded once the visitor agrees; without, OpenStreetMap.',
          },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'tileUrl',
              type: 'text',
              label: {
                en: 'Tile server (without a key)',
                ka: 'ფილების სერვერი (გასაღების გარეშე)',
              },
              defaultValue: OSM_TILE_URL,
              validate: validateTileUrl,
              admin: {
                width: '50%',
                description: `Leaflet’s tile address template, {z}/{x}/{y}. Default: ${OSM_TILE_URL}`,
              },
            },
            {
              name: 'tileAttribution',
              type: 'text',
              label: { en: 'Tile attribution', ka: 'ფილების წყარო' },
              defaultValue: OSM_ATTRIBUTION,
              admin: { width: '25%' },
            },
            {
              name: 'tileAttributionUrl',
              type: 'text',
              label: { en: 'Attribution link', ka: 'წყაროს ბმული' },
              defaultValue: OSM_ATTRIBUTION_URL,
              validate: validateAttributionUrl,
              admin: { width: '25%' },
            },
          ],
        },
      ],
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
