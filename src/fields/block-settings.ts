import type { Field } from 'payload'

/** One settings group shared by every block: anchor, background and scroll animation. */
export const blockSettings: Field = {
  name: 'settings',
  type: 'group',
  interfaceName: 'BlockSettings',
  admin: { description: 'Section settings' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'anchorId',
          type: 'text',
          admin: { width: '33%', description: 'Anchor (#id) for links' },
        },
        {
          name: 'background',
          type: 'select',
          defaultValue: 'none',
          admin: { width: '33%' },
          options: [
            { label: 'None', value: 'none' },
            { label: 'Muted', value: 'muted' },
            { label: 'Brand', value: 'brand' },
          ],
        },
        {
          name: 'animation',
          type: 'select',
          defaultValue: 'fade-up',
          admin: {
            width: '33%',
            description: 'Scroll animation (skipped on phones and reduced motion)',
          },
          options: [
            { label: 'None', value: 'none' },
            { label: 'Fade up', value: 'fade-up' },
            { label: 'Fade in', value: 'fade-in' },
          ],
        },
      ],
    },
  ],
}

/**
 * "Open in": the page (following the link, as links always did) or the lightbox, whose type the
 * address decides (BlockLink, components/lightbox/model/link-type.ts).
 */
const openInField: Field = {
  name: 'openIn',
  type: 'select',
  label: { en: 'Open in', ka: 'სად გაიხსნას' },
  defaultValue: 'page',
  options: [
    { label: { en: 'The page', ka: 'გვერდზე' }, value: 'page' },
    { label: { en: 'The lightbox', ka: 'ამომხტარ ფანჯარაში' }, value: 'lightbox' },
  ],
  admin: {
    description: {
      en: 'In the lightbox: a page of this site, #id of a section on this page, a picture from Media, or a YouTube, Vimeo or Google Maps address. Any other address opens as a page.',
      ka: 'ამომხტარ ფანჯარაში: ამ საიტის გვერდი, ამ გვერდის სექციის #id, სურათი მედიიდან ან YouTube-ის, Vimeo-ს ან Google Maps-ის მისამართი. სხვა მისამართი გვერდად გაიხსნება.',
    },
  },
}

/**
 * Pictures opened in the lightbox with one gallery name are one gallery (in the page's order: the
 * arrows, the counter, the next ones fetched ahead). Shown when `field` is `value`.
 */
export function galleryField(field: string, value: unknown): Field {
  return {
    name: 'gallery',
    type: 'text',
    label: { en: 'Gallery', ka: 'გალერეა' },
    maxLength: 40,
    admin: {
      condition: (_, siblingData) => (siblingData as Record<string, unknown>)?.[field] === value,
      description: {
        en: 'Pictures with the same gallery name open as one gallery. Empty: on their own.',
        ka: 'ერთი სახელის მქონე სურათები ერთ გალერეად იხსნება. ცარიელი: ცალ-ცალკე.',
      },
    },
  }
}

/**
 * A link: visible label and an address (site path such as /about, or a full URL). With
 * `openIn`, the editor can open it in the lightbox too: only where the links are stored as JSON
 * (blocks), since a new column elsewhere (the footer global) would need a migration.
 */
export function linkFields(required = false, { openIn = false } = {}): Field[] {
  return [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required, admin: { width: '50%' } },
        {
          name: 'href',
          type: 'text',
          required,
          admin: { width: '50%', description: '/about or https://…' },
        },
      ],
    },
    ...(openIn ? [openInField, galleryField('openIn', 'lightbox')] : []),
  ]
}
