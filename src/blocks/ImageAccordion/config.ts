import type { Block, FieldHook } from 'payload'

import { blockSettings } from '@/fields/block-settings'
import { rowLabel } from '@/fields/row-label'

import { allowedItemLink } from './link-rule'

/** A link that is not `#…` or http, https, mailto, tel, ftp is dropped on save. */
export const dropDisallowedLink: FieldHook = ({ value }) => allowedItemLink(value)

/** An image accordion: its items toggle open. */
export const ImageAccordionBlock: Block = {
  slug: 'imageAccordion',
  interfaceName: 'ImageAccordionBlock',
  labels: { singular: 'Image accordion', plural: 'Image accordions' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      admin: rowLabel('Item', ['title']),
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        {
          type: 'row',
          fields: [
            {
              name: 'link',
              type: 'text',
              hooks: { beforeChange: [dropDisallowedLink] },
              admin: {
                width: '50%',
                description:
                  'Optional: #anchor, https://…, mailto:…, tel:… or ftp://…. Any other address (a /path too) is removed when saved.',
              },
            },
            {
              name: 'linkLabel',
              type: 'text',
              admin: { width: '50%', description: 'The link’s text (default: “Read more”).' },
            },
          ],
        },
      ],
    },
    {
      name: 'openFirst',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Show the first item open when the page loads.' },
    },
    blockSettings,
  ],
}
