import type { Field } from 'payload'

/** A block's "Tilt on hover" option. */
export function tiltField(what: string): Field {
  return {
    name: 'tilt',
    type: 'checkbox',
    defaultValue: false,
    label: 'Tilt on hover',
    admin: {
      description: `${what} lean towards the mouse pointer (never on touch screens or for visitors who prefer less motion).`,
    },
  }
}
