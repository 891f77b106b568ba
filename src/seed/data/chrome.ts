/**
 * The site's chrome in both languages: the main menu (with the properties item's mega panel), the
 * footer's columns and their labels.
 */
import type { Locale } from '@/i18n/locales'
import { filterParamName } from '@/lib/loop-filter'
import { lexicalFromBlocks } from '@/lib/seed-kit/lexical'

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
    portfolio: 'შესრულებული პროექტები',
    takePart: 'შემოგვიერთდით',
    newsletter: 'სიახლეების გამოწერა',
    register: 'რეგისტრაცია',
    account: 'ჩემი ანგარიში',
    search: 'ძიება საიტზე',
  },
  en: {
    about: 'About us',
    services: 'Services',
    news: 'News',
    company: 'Company',
    contact: 'Contact',
    properties: 'Properties',
    events: 'Events',
    portfolio: 'Our projects',
    takePart: 'Take part',
    newsletter: 'Newsletter',
    register: 'Register',
    account: 'My account',
    search: 'Search the site',
  },
} satisfies Record<Locale, Record<string, string>>

/** A dropdown shows a category's description on one or two lines. */
const MEGA_MENU_DESCRIPTION_CHARS = 80

/** `text` whole when it fits in `max` characters, else cut at the last word that fits, with '…'. */
export function shorten(text: string | null | undefined, max: number): string | undefined {
  if (!text) return undefined
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/u, '')}…`
}

/** A link of the seeded main menu: a seeded document, or a path of a route (news, events). */
type SeedMenuLink =
  | { type: 'internal'; doc: { relationTo: 'pages' | 'categories'; value: number } }
  | { type: 'custom'; url: string }

export interface SeedMenuItem {
  label: string
  description?: string
  link: SeedMenuLink
  children?: SeedMenuItem[]
  panelWidth?: 'container' | 'full'
  panel?: Record<string, unknown>[]
}

/** What the main menu links to, read once the site's content is seeded. */
export interface MainMenuRefs {
  /** The news categories, with their ids. */
  categories: (MenuCategory & { id: number })[]
  /** Seeded pages' ids by slug. */
  pages: ReadonlyMap<string, number>
  /** The listings' districts in this language, with their city. */
  districts: { slug: string; city: string; title: string }[]
}

const cityNames: Record<Locale, Record<string, string>> = {
  ka: { tbilisi: 'თბილისი', batumi: 'ბათუმი', bakuriani: 'ბაკურიანი' },
  en: { tbilisi: 'Tbilisi', batumi: 'Batumi', bakuriani: 'Bakuriani' },
}

const propertiesPanel = {
  ka: {
    newest: 'ახალი განცხადება',
    all: 'ყველა განცხადება',
    newsHeading: 'ქონების სიახლეები',
    newsIntro: 'ახალი განცხადებები და ბაზრის მიმოხილვა თვეში ერთხელ, თქვენს ელფოსტაზე.',
    subscribe: 'გამოწერა',
  },
  en: {
    newest: 'Newest listing',
    all: 'All listings',
    newsHeading: 'Property news',
    newsIntro: 'New listings and a market review once a month, in your inbox.',
    subscribe: 'Subscribe',
  },
} satisfies Record<Locale, Record<string, string>>

/** The properties page's grid (its widget id), which a district link filters. */
const PROPERTIES_GRID = 'properties'

/**
 * The properties item's mega panel: the districts of each city as links to the filtered list, the
 * newest listing's card and the newsletter's sign-up (a link to its page), side by side.
 */
function propertiesMegaPanel(locale: Locale, refs: MainMenuRefs): Record<string, unknown>[] {
  const words = propertiesPanel[locale]
  const cities = [...new Set(refs.districts.map((d) => d.city))]
  const column = (names: string[]) => ({
    blockType: 'richText',
    settings: { animation: 'none' },
    content: lexicalFromBlocks(
      names.flatMap((city) => [
        { type: 'h2' as const, text: cityNames[locale][city] ?? city },
        {
          type: 'links' as const,
          items: refs.districts
            .filter((d) => d.city === city)
            .map((d) => ({
              text: d.title,
              href: `/properties?${filterParamName(PROPERTIES_GRID, 'district')}=${d.slug}`,
            })),
        },
      ]),
    ),
  })
  // Tbilisi has a column of its own; the seaside and the mountains share the next.
  const panel: Record<string, unknown>[] = [column(cities.slice(0, 1)), column(cities.slice(1))]
  panel.push({
    blockType: 'loopGrid',
    heading: words.newest,
    source: 'properties',
    perPage: 1,
    columns: '2',
    pagination: false,
    moreLabel: words.all,
    moreHref: '/properties',
    widgetId: 'menu_newest',
    settings: { animation: 'none' },
  })
  // The sign-up is a link to the newsletter page, not its form: a form block in a menu loads its
  // script on every page (3.9 KB brotli, bench/js.mjs), and the news list keeps to its budget.
  panel.push({
    blockType: 'richText',
    settings: { animation: 'none' },
    content: lexicalFromBlocks([
      { type: 'h2' as const, text: words.newsHeading },
      { type: 'p' as const, text: words.newsIntro },
      { type: 'links' as const, items: [{ text: words.subscribe, href: '/newsletter' }] },
    ]),
  })
  return panel
}

/**
 * The main menu's items in one language. No "Home" item: the brand links home, and the menu bar
 * keeps room for every feature. News and events are routes (their addresses); the rest are the
 * seeded documents, so the menu follows their slugs.
 */
export function mainMenuItems(locale: Locale, refs: MainMenuRefs): SeedMenuItem[] {
  const labels = menuLabels[locale]
  const page = (slug: string): SeedMenuLink => {
    const id = refs.pages.get(slug)
    return id === undefined
      ? { type: 'custom', url: slug === 'home' ? '/' : `/${slug}` }
      : { type: 'internal', doc: { relationTo: 'pages', value: id } }
  }
  return [
    {
      label: labels.news,
      link: { type: 'custom', url: '/news' },
      children: refs.categories.map((c) => ({
        label: c.title,
        description: shorten(c.description, MEGA_MENU_DESCRIPTION_CHARS),
        link: { type: 'internal', doc: { relationTo: 'categories', value: c.id } },
      })),
    },
    {
      label: labels.services,
      link: page('services'),
      // The services, then the projects done with them (the portfolio, a route).
      children: [
        ...seedSite.services.items
          .slice(0, 4)
          .map((s): SeedMenuItem => ({ label: s[locale].title, link: page('services') })),
        { label: labels.portfolio, link: { type: 'custom', url: '/portfolio' } },
      ],
    },
    {
      label: labels.properties,
      link: page('properties'),
      panelWidth: 'container',
      panel: propertiesMegaPanel(locale, refs),
    },
    { label: labels.events, link: { type: 'custom', url: '/events' } },
    { label: labels.about, link: page('about') },
    { label: labels.contact, link: page('contact') },
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
          { label: labels.portfolio, href: '/portfolio' },
          { label: labels.contact, href: '/contact' },
          { label: seedTermsPage.title[locale], href: `/${seedTermsPage.slug}` },
          { label: labels.search, href: '/search' },
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
