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

/** A link: visible label and an address (site path such as /about, or a full URL). */
export function linkFields(required = false): Field[] {
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
  ]
}
