import type { CollectionConfig, Field } from 'payload'
import { relationship as relationshipValidation, text as textValidation } from 'payload/shared'

import { type CollectionAccess, isSignedIn, publishedOrSignedIn } from '@/access'
import { hideUntitledDrafts } from '@/collections/untitled-drafts'
import { type PageBlockSlug, pageLayoutField } from '@/fields/page-layout'
import { rowLabel } from '@/fields/row-label'
import { slugField } from '@/fields/slug'
import { safeHref } from '@/lib/safe-href'
import { sitePaths } from '@/utilities/paths'
import { previewUrl } from '@/utilities/preview-url'

import { DROPDOWN_TRIGGERS, LINK_TARGETS, MENU_DEPTH, PANEL_WIDTHS } from '../../model/constants'
import { assignItemIds } from './item-ids'

/**
 * Blocks a mega panel does not offer: the page's own (its one heading, the back-to-top button),
 * and those bound to the page they stand on (forms that name it, a filter bound to its grid,
 * a list that loads more of itself).
 */
const NOT_IN_PANELS: PageBlockSlug[] = [
  'hero',
  'backToTop',
  'taxonomyFilter',
  'contactForm',
  'registerForm',
  'eventsList',
]

const isCustom = (sibling: unknown) => (sibling as { type?: string } | null)?.type === 'custom'

/** Where an item goes: a document of the site, or an address of the editor's own. */
const linkField: Field = {
  name: 'link',
  type: 'group',
  admin: { hideGutter: true },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'radio',
          defaultValue: 'internal',
          options: [
            { label: 'A page, post, event, property or category', value: 'internal' },
            { label: 'An address', value: 'custom' },
          ],
          admin: { layout: 'horizontal', width: '70%' },
        },
        {
          name: 'newTab',
          type: 'checkbox',
          label: 'Open in a new tab',
          admin: { width: '30%' },
        },
      ],
    },
    {
      name: 'doc',
      type: 'relationship',
      label: 'Links to',
      relationTo: [...LINK_TARGETS],
      admin: {
        condition: (_, sibling) => !isCustom(sibling),
        description: 'Left out of the menu while it is unpublished.',
      },
      validate: (value: unknown, options: Parameters<typeof relationshipValidation>[1]) =>
        isCustom(options.siblingData) || value
          ? relationshipValidation(value as never, options)
          : 'Choose what the item links to.',
    },
    {
      name: 'url',
      type: 'text',
      label: 'Address',
      admin: {
        condition: (_, sibling) => isCustom(sibling),
        description: 'A site path (/news, /properties?…) or a full address (https://…).',
      },
      validate: (value: unknown, options: Parameters<typeof textValidation>[1]) => {
        if (!isCustom(options.siblingData)) return true
        if (typeof value !== 'string' || !value.trim()) return 'Write the address.'
        if (!safeHref(value)) return 'Only http(s), mailto and tel addresses, or site paths.'
        return textValidation(value, options)
      },
    },
  ],
}

/** An item's fields at `depth` (1: the bar): a mega panel on the bar's items, children above 3. */
function itemFields(depth: number): Field[] {
  const fields: Field[] = [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true, admin: { width: '50%' } },
        {
          name: 'description',
          type: 'text',
          admin: { width: '50%', description: 'A line under the label in a dropdown' },
        },
      ],
    },
    linkField,
    // The item's number (item-ids.ts): read only by the site, never typed.
    { name: 'itemId', type: 'number', index: true, admin: { hidden: true } },
  ]
  if (depth === 1) {
    fields.push({
      type: 'collapsible',
      label: 'Mega panel',
      admin: {
        initCollapsed: true,
        description:
          'Page blocks shown side by side in a wide panel under the item, in place of its dropdown. Every page carries the panel: a form in it (a newsletter sign-up) adds its script to every page, where a link to the form’s page adds none.',
      },
      fields: [
        {
          name: 'panelWidth',
          type: 'select',
          defaultValue: 'container',
          options: PANEL_WIDTHS.map((value) => ({
            label: value === 'container' ? 'As wide as the page' : 'The whole window',
            value,
          })),
        },
        pageLayoutField({ name: 'panel', localized: false, except: NOT_IN_PANELS }),
      ],
    })
  }
  if (depth < MENU_DEPTH) {
    fields.push({
      // Two names: Payload's SQL adapter cannot have an array `children` inside one of that name.
      name: depth === 1 ? 'children' : 'flyout',
      type: 'array',
      label: depth === 1 ? 'Dropdown' : 'Flyout',
      maxRows: 20,
      admin: { initCollapsed: true, ...rowLabel('Item', ['label']) },
      fields: itemFields(depth + 1),
    })
  }
  return fields
}

/**
 * Navigation menus (the main menu, later footer columns and a side menu): nested items of each
 * language up to three levels, each a link to a document or an address, and a top item may carry
 * a mega panel of page blocks. Drafts with autosave and live preview like pages: visitors (and the
 * mega-panel call) read the published menu, an editor's preview the latest draft.
 */
export const Menus: CollectionConfig = {
  slug: 'menus',
  labels: { singular: 'Menu', plural: 'Menus' },
  access: {
    read: publishedOrSignedIn,
    // Versions hold every unpublished draft: editors only.
    readVersions: isSignedIn,
    create: isSignedIn,
    update: isSignedIn,
    delete: isSignedIn,
  } satisfies CollectionAccess,
  admin: {
    group: 'Site',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    baseFilter: hideUntitledDrafts('menus'),
    // A menu shows on every page: the preview opens the home page with the menu's draft.
    livePreview: {
      url: ({ locale }) => previewUrl('menus', 'home', locale?.code, (_, l) => sitePaths.home(l)),
    },
    preview: (_, { locale }) => previewUrl('menus', 'home', locale, (__, l) => sitePaths.home(l)),
  },
  versions: { drafts: { autosave: { interval: 800 } }, maxPerDoc: 30 },
  hooks: { beforeChange: [assignItemIds] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    {
      name: 'opensOn',
      type: 'select',
      label: 'Dropdowns open on',
      defaultValue: 'hover',
      options: DROPDOWN_TRIGGERS.map((value) => ({
        label: value === 'hover' ? 'Hover (and click)' : 'Click',
        value,
      })),
      admin: {
        position: 'sidebar',
        description: 'With a mouse on a wide screen. Keyboards and touch screens use the button.',
      },
    },
    {
      name: 'items',
      type: 'array',
      localized: true,
      maxRows: 12,
      admin: { initCollapsed: true, ...rowLabel('Item', ['label']) },
      fields: itemFields(1),
    },
  ],
}
