/** The popups collection's Triggers tab (spec section 3). */
import type { Field } from 'payload'

import { SCROLL_DIRECTIONS } from '../../model/settings'

import { enabled, l, options, seconds, switchable } from './fields-kit'

export const triggers: Field[] = [
  switchable(
    'page_load',
    l('On page load', 'გვერდის ჩატვირთვისას'),
    'Open once the page has loaded, after the delay.',
    [seconds('delay', l('Delay (seconds)', 'დაყოვნება (წამი)'), '0: at once.')],
  ),
  switchable(
    'scrolling',
    l('On scroll', 'გადახვევისას'),
    'Open when the visitor has scrolled this far down, or on any scroll up.',
    [
      {
        type: 'row',
        fields: [
          {
            name: 'direction',
            type: 'select',
            label: l('Direction', 'მიმართულება'),
            defaultValue: 'down',
            options: options(SCROLL_DIRECTIONS, {
              down: l('Down', 'ქვემოთ'),
              up: l('Up', 'ზემოთ'),
            }),
            admin: { condition: enabled, width: '50%' },
          },
          {
            name: 'offset',
            type: 'number',
            label: l('Of the page (%)', 'გვერდის (%)'),
            min: 1,
            max: 100,
            defaultValue: 50,
            admin: {
              width: '50%',
              condition: (_, sibling) =>
                enabled(_, sibling) && (sibling as { direction?: string }).direction !== 'up',
            },
          },
        ],
      },
    ],
  ),
  switchable(
    'scrolling_to',
    l('On scroll to an element', 'ელემენტამდე გადახვევისას'),
    'Open when the element comes into view.',
    [
      {
        name: 'selector',
        type: 'text',
        label: l('Element (CSS selector)', 'ელემენტი (CSS სელექტორი)'),
        maxLength: 200,
        admin: { condition: enabled, description: 'e.g. #contact-form or .property-gallery' },
      },
    ],
  ),
  switchable(
    'click',
    l('On click', 'დაწკაპუნებისას'),
    'Open at the n-th click anywhere on the page, or on a click of the element named.',
    [
      {
        type: 'row',
        fields: [
          {
            name: 'times',
            type: 'number',
            label: l('Clicks', 'დაწკაპუნებები'),
            min: 1,
            max: 100,
            defaultValue: 1,
            admin: { condition: enabled, width: '35%' },
          },
          {
            name: 'selector',
            type: 'text',
            label: l('Only on (CSS selector)', 'მხოლოდ (CSS სელექტორი)'),
            maxLength: 200,
            admin: {
              condition: enabled,
              width: '65%',
              description: 'Empty: clicks anywhere count.',
            },
          },
        ],
      },
    ],
  ),
  switchable(
    'inactivity',
    l('After inactivity', 'უმოქმედობის შემდეგ'),
    'Open when the visitor has not moved, scrolled or typed for this long.',
    [
      {
        name: 'time',
        type: 'number',
        label: l('Seconds', 'წამი'),
        min: 1,
        max: 3600,
        defaultValue: 30,
        admin: { condition: enabled },
      },
    ],
  ),
  switchable(
    'exit_intent',
    l('On exit intent', 'გასვლის მცდელობისას'),
    'Open when the pointer leaves the page towards the browser’s tabs or address bar (not on touch screens).',
    [],
  ),
  switchable(
    'adblock_detection',
    l('When an ad blocker is found', 'რეკლამის ბლოკერის აღმოჩენისას'),
    'Open when the visitor’s browser blocks ads, checked after the delay.',
    [seconds('delay', l('Check after (seconds)', 'შემოწმება (წამის შემდეგ)'), '0: at once.')],
  ),
]
