import type { Block } from 'payload'

import { blockSettings } from '@/fields/block-settings'

/** The theme's registration form (`stm_custom_register`): an editor places it on any page. */
export const RegisterFormBlock: Block = {
  slug: 'registerForm',
  interfaceName: 'RegisterFormBlock',
  labels: { singular: 'Registration form', plural: 'Registration forms' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      localized: true,
      admin: { description: 'Shown above the form; the catalogue’s “Register” when empty.' },
    },
    { name: 'intro', type: 'textarea', localized: true },
    blockSettings,
  ],
}
