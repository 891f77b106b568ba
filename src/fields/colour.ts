import type { Field } from 'payload'

import { hexColour } from '@/lib/colour'

/**
 * An optional colour, picked from the editor's palette (EDITOR_COLOUR_PALETTE) or typed as hex;
 * empty means the site's own colour. Stored normalised (`#rrggbb`).
 */
export function colourField(name: string, label: string, description: string): Field {
  return {
    name,
    label,
    type: 'text',
    validate: (value: unknown) =>
      value === undefined || value === null || value === '' || hexColour(value)
        ? true
        : 'A colour is a hex value such as #0f4c5c.',
    hooks: { beforeChange: [({ value }) => hexColour(value)] },
    admin: {
      description,
      components: { Field: '@/components/admin/ColourField#ColourField' },
    },
  }
}
