import { headerStyles } from '@/shared/constants'

/**
 * What each of the theme's header styles (site settings' `headerStyle`, body class
 * `header_style_N`) looks like: the one table the header's markup (src/components/site), its CSS
 * (through the data attributes `headerDataAttributes` sets), the settings' choices in the admin and
 * the README read.
 */
export type HeaderStyleOptions = {
  /** One line for the README and the admin: what a designer sees. */
  summary: string
  /** The logo's place: at the start, at the end (bar mirrored), or centred above the menu. */
  logo: 'start' | 'end' | 'centre'
  /** Where the menu sits in the bar; `below` is a strip of its own under the logo's row. */
  menu: 'end' | 'start' | 'centre' | 'below'
  /** The bar's colours: white, the brand colour, near-black, or a floating white card. */
  tone: 'light' | 'brand' | 'dark' | 'card'
  /** The top bar (info items, sign in) above the header. */
  topBar: boolean
  /** A call button with the site settings' phone number. */
  call: boolean
  /** A search field in the bar, a toggle opening a search popup, or none. */
  search: 'box' | 'toggle' | 'none'
  /** The bar stays at the top of the window as the page scrolls (the top bar scrolls away). */
  sticky: boolean
  /** A side-menu toggle opening the off-canvas panel (the site's contact details). */
  side: boolean
}

export type HeaderStyle = `${(typeof headerStyles)[number]}`

export const headerStyleTable: Record<HeaderStyle, HeaderStyleOptions> = {
  '1': {
    summary: 'Classic: top bar, logo left, menu right, search popup',
    logo: 'start',
    menu: 'end',
    tone: 'light',
    topBar: true,
    call: false,
    search: 'toggle',
    sticky: false,
    side: false,
  },
  '2': {
    summary: 'Mirrored: top bar, logo right, menu left',
    logo: 'end',
    menu: 'end',
    tone: 'light',
    topBar: true,
    call: false,
    search: 'none',
    sticky: false,
    side: false,
  },
  '3': {
    summary: 'Brand bar: top bar, logo left, menu right, call button, sticky',
    logo: 'start',
    menu: 'end',
    tone: 'brand',
    topBar: true,
    call: true,
    search: 'none',
    sticky: true,
    side: false,
  },
  '4': {
    summary: 'Mirrored without top bar, search field',
    logo: 'end',
    menu: 'end',
    tone: 'light',
    topBar: false,
    call: false,
    search: 'box',
    sticky: false,
    side: false,
  },
  '5': {
    summary: 'Brand bar without top bar: menu beside the logo, search popup, side panel',
    logo: 'start',
    menu: 'start',
    tone: 'brand',
    topBar: false,
    call: false,
    search: 'toggle',
    sticky: false,
    side: true,
  },
  '6': {
    summary: 'Centred: top bar, logo centred above a centred menu',
    logo: 'centre',
    menu: 'centre',
    tone: 'light',
    topBar: true,
    call: false,
    search: 'toggle',
    sticky: false,
    side: false,
  },
  '7': {
    summary: 'Stacked: logo, search field and call button, the menu in a brand strip below',
    logo: 'start',
    menu: 'below',
    tone: 'light',
    topBar: true,
    call: true,
    search: 'box',
    sticky: false,
    side: false,
  },
  '8': {
    summary: 'Dark sticky bar without top bar: logo left, menu right, call button, search popup',
    logo: 'start',
    menu: 'end',
    tone: 'dark',
    topBar: false,
    call: true,
    search: 'toggle',
    sticky: true,
    side: false,
  },
  '9': {
    summary: 'Boxed: the bar a floating card under the top bar, side panel',
    logo: 'start',
    menu: 'end',
    tone: 'card',
    topBar: true,
    call: false,
    search: 'toggle',
    sticky: false,
    side: true,
  },
  '10': {
    summary: 'Minimal sticky bar: no top bar, menu centred, call button',
    logo: 'start',
    menu: 'centre',
    tone: 'light',
    topBar: false,
    call: true,
    search: 'none',
    sticky: true,
    side: false,
  },
  '11': {
    summary: 'Dark stacked: logo, search field and side panel, the menu in a strip below',
    logo: 'start',
    menu: 'below',
    tone: 'dark',
    topBar: false,
    call: false,
    search: 'box',
    sticky: false,
    side: true,
  },
  '12': {
    summary: 'Brand centred sticky: logo centred above the menu, call button, no top bar',
    logo: 'centre',
    menu: 'centre',
    tone: 'brand',
    topBar: false,
    call: true,
    search: 'toggle',
    sticky: true,
    side: false,
  },
}

/** A style's options; an unknown value (an old setting) reads as style 1. */
export function headerStyleOptions(style: string | null | undefined): HeaderStyleOptions {
  return headerStyleTable[style as HeaderStyle] ?? headerStyleTable['1']
}

/** The attributes the header's CSS reads (src/app/(frontend)/styles.css, "Header styles"). */
export function headerDataAttributes(options: HeaderStyleOptions) {
  return {
    'data-header-logo': options.logo,
    'data-header-menu': options.menu,
    'data-header-tone': options.tone,
    'data-header-sticky': options.sticky ? '' : undefined,
  } as const
}

/** A phone number as a `tel:` link: digits and a leading plus only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim()
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`
}
