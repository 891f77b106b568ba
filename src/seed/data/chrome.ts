/** The site's chrome in both languages: the main menu, the footer's columns and their labels. */
import type { Locale } from '@/i18n/locales'

import { seedSite } from './site'
import { seedTermsPage } from './terms'

/** A seeded news category, as the menus link to it. */
interface MenuCategory {
  title: string
  slug?: string | null
  description?: string | null
}

export const menuLabels = {
  ka: {
    about: 'ჩვენ შესახებ',
    services: 'მომსახურება',
    news: 'სიახლეები',
    company: 'კომპანია',
    contact: 'კონტაქტი',
    properties: 'უძრავი ქონება',
    events: 'ღონისძიებები',
    takePart: 'შემოგვიერთდით',
    newsletter: 'სიახლეების გამოწერა',
    register: 'რეგისტრაცია',
    account: 'ჩემი ანგარიში',
  },
  en: {
    about: 'About us',
    services: 'Services',
    news: 'News',
    company: 'Company',
    contact: 'Contact',
    properties: 'Properties',
    events: 'Events',
    takePart: 'Take part',
    newsletter: 'Newsletter',
    register: 'Register',
    account: 'My account',
  },
} satisfies Record<Locale, Record<string, string>>

/** The mega menu shows a category's description on one or two lines. */
const MEGA_MENU_DESCRIPTION_CHARS = 80

/** `text` whole when it fits in `max` characters, else cut at the last word that fits, with '…'. */
export function shorten(text: string | null | undefined, max: number): string | undefined {
  if (!text) return undefined
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/u, '')}…`
}

/**
 * The header's menu. No "Home" item: the brand links home, and the menu bar keeps
 * room for every feature.
 */
export function headerNav(locale: Locale, categories: MenuCategory[]) {
  const labels = menuLabels[locale]
  return [
    {
      label: labels.news,
      href: '/news',
      megaMenu: true,
      children: categories.map((c) => ({
        label: c.title,
        href: `/news/category/${c.slug}`,
        description: shorten(c.description, MEGA_MENU_DESCRIPTION_CHARS),
      })),
    },
    {
      label: labels.services,
      href: '/services',
      children: seedSite.services.items
        .slice(0, 4)
        .map((s) => ({ label: s[locale].title, href: '/services' })),
    },
    { label: labels.properties, href: '/properties' },
    { label: labels.events, href: '/events' },
    { label: labels.about, href: '/about' },
    { label: labels.contact, href: '/contact' },
  ]
}

/** The footer: the site's words and three columns of links. */
export function footerData(locale: Locale, categories: MenuCategory[]) {
  const labels = menuLabels[locale]
  return {
    about: seedSite.footer.about[locale],
    copyright: seedSite.footer.copyright[locale],
    columns: [
      {
        heading: labels.company,
        links: [
          { label: labels.about, href: '/about' },
          { label: labels.services, href: '/services' },
          { label: labels.properties, href: '/properties' },
          { label: labels.contact, href: '/contact' },
          { label: seedTermsPage.title[locale], href: `/${seedTermsPage.slug}` },
        ],
      },
      {
        heading: labels.takePart,
        links: [
          { label: labels.events, href: '/events' },
          { label: labels.newsletter, href: '/newsletter' },
          { label: labels.register, href: '/register' },
          { label: labels.account, href: '/account' },
        ],
      },
      {
        heading: labels.news,
        links: categories.map((c) => ({ label: c.title, href: `/news/category/${c.slug}` })),
      },
    ],
  }
}
