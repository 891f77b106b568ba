/** The popups collection's Behaviour tab: closing, animations and one-at-a-time (spec section 3). */
import type { Field } from 'payload'

import { CLOSE_BUTTON_POSITIONS } from '../../model/settings'
import { ENTRANCE_ANIMATIONS, EXIT_ANIMATIONS } from '../../options'

import { l, options } from './fields-kit'

export const behaviour: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'entrance_animation',
        type: 'select',
        label: l('Entrance animation', 'გამოჩენის ანიმაცია'),
        defaultValue: 'fadeIn',
        options: ENTRANCE_ANIMATIONS.map((value) => ({
          value,
          label: value === 'none' ? l('None', 'არცერთი') : value,
        })),
        admin: { width: '50%', description: 'Visitors who ask for reduced motion see none.' },
      },
      {
        name: 'exit_animation',
        type: 'select',
        label: l('Exit animation', 'გაქრობის ანიმაცია'),
        defaultValue: 'fadeOut',
        options: EXIT_ANIMATIONS.map((value) => ({
          value,
          label: value === 'none' ? l('None', 'არცერთი') : value,
        })),
        admin: { width: '50%' },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'close_button_position',
        type: 'select',
        label: l('Close button', 'დახურვის ღილაკი'),
        defaultValue: 'inside',
        options: options(CLOSE_BUTTON_POSITIONS, {
          inside: l('Inside the popup', 'ფანჯრის შიგნით'),
          outside: l('Outside, at the corner', 'გარეთ, კუთხეში'),
        }),
        admin: { width: '34%' },
      },
      {
        name: 'close_button_delay',
        type: 'number',
        label: l('Close button after (s)', 'დახურვის ღილაკი (წამის შემდეგ)'),
        min: 0,
        max: 600,
        admin: { width: '33%', description: 'Empty or 0: at once.' },
      },
      {
        name: 'close_automatically',
        type: 'number',
        label: l('Close by itself after (s)', 'თავისით დაიხუროს (წამის შემდეგ)'),
        min: 0,
        max: 3600,
        admin: { width: '33%', description: 'Empty or 0: stays open.' },
      },
    ],
  },
  {
    name: 'prevent_scroll',
    type: 'checkbox',
    label: l('Keep the page from scrolling while open', 'გახსნისას გვერდი არ გადაიხვიოს'),
  },
  {
    name: 'prevent_close_on_background_click',
    type: 'checkbox',
    label: l('Do not close on a click outside it', 'არ დაიხუროს მის გარეთ დაწკაპუნებით'),
  },
  {
    name: 'prevent_close_on_esc_key',
    type: 'checkbox',
    label: l('Do not close on the Escape key', 'არ დაიხუროს Escape ღილაკით'),
  },
  {
    name: 'avoid_multiple_popups',
    type: 'checkbox',
    label: l('Not while another popup is open', 'არა, როცა სხვა ფანჯარა ღიაა'),
    admin: {
      description:
        'One popup at a time: its triggers do not open it while another popup is open (a click on its selector still does).',
    },
  },
  {
    name: 'open_selector',
    type: 'text',
    label: l(
      'Also open on a click of (CSS selector)',
      'ასევე გაიხსნას დაწკაპუნებით (CSS სელექტორი)',
    ),
    maxLength: 200,
    admin: {
      description:
        'e.g. a.consultation-link: a click on such an element opens the popup, whatever its triggers.',
    },
  },
]

/** The `where` tab's lists apply when it shows on chosen pages (its sibling `show_on`). */
