/**
 * The pages the seed writes: their illustrations, titles and layouts, with slots for what the
 * loader makes (images, widget blocks, the newsletter's block, rich text with internal links).
 */
import type { newsletterHomeBlock } from '@/features/newsletter'
import type { Locale } from '@/i18n/locales'
import type { lexicalFromBlocks } from '@/lib/seed-kit/lexical'
import type { ImageMotif, SeedBlock } from '@/lib/seed-kit/types'

import type { seedWidgetBlocks } from '../widgets'
import { seedSite } from './site'
import { seedTermsPage } from './terms'

type L10n = { ka: string; en: string }

/** The pages' own illustrations. */
export const pageImages: Record<
  'heroImage' | 'aboutImage' | 'servicesImage',
  { name: string; motif: ImageMotif; hue: number; alt: L10n }
> = {
  heroImage: {
    name: 'home-hero',
    motif: 'house',
    hue: 192,
    alt: { ka: 'ილუსტრაცია: სახლი თბილისში', en: 'Illustration: a house in Tbilisi' },
  },
  aboutImage: {
    name: 'about',
    motif: 'city',
    hue: 24,
    alt: { ka: 'ილუსტრაცია: ქალაქის ხედი', en: 'Illustration: a city view' },
  },
  servicesImage: {
    name: 'services',
    motif: 'document',
    hue: 150,
    alt: { ka: 'ილუსტრაცია: დოკუმენტები', en: 'Illustration: documents' },
  },
}

/**
 * The services page's links into the lightbox (issue 29): a video in a player frame, the office's
 * contact details from a section of the page itself, and the about page fetched into it.
 */
const CONTACT_DETAILS_ID = 'contact-details'
const servicesLightbox = {
  heading: { ka: 'ჯერ გაგვიცანით', en: 'Get to know us first' },
  text: {
    ka: 'ნახეთ მოკლე ვიდეო ჩვენი მუშაობის შესახებ ან გახსენით ჩვენი საკონტაქტო მონაცემები, გვერდიდან გაუსვლელად.',
    en: 'Watch a short video about how we work, or open our contact details without leaving the page.',
  },
  video: {
    label: { ka: 'უყურეთ ვიდეოს', en: 'Watch the video' },
    href: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  contact: {
    label: { ka: 'საკონტაქტო მონაცემები', en: 'Contact details' },
    heading: { ka: 'საკონტაქტო მონაცემები', en: 'Contact details' },
    phone: { ka: 'ტელეფონი', en: 'Phone' },
    email: { ka: 'ელფოსტა', en: 'E-mail' },
  },
} satisfies Record<string, unknown>

/** What a page's layout takes from the loader, in one language. */
export interface PageParts {
  images: Record<keyof typeof pageImages, number>
  widgets: Awaited<ReturnType<typeof seedWidgetBlocks>>
  newsletter: ReturnType<typeof newsletterHomeBlock>
  richText: (blocks: SeedBlock[]) => {
    blockType: 'richText'
    content: ReturnType<typeof lexicalFromBlocks>
  }
}

/** Each page's blocks in one language. */
export function pageLayouts(locale: Locale, parts: PageParts) {
  const { home, about, services, contact } = seedSite
  return {
    home: [
      {
        blockType: 'hero' as const,
        heading: home.hero.heading[locale],
        text: home.hero.text[locale],
        image: parts.images.heroImage,
        cta: { label: home.hero.ctaLabel[locale], href: '/services' },
      },
      // The district price ticker under the hero (the market feature's indexes), linking to
      // the market page its seed writes.
      {
        blockType: 'marketTicker' as const,
        heading: locale === 'ka' ? 'ბინების ფასები უბნების მიხედვით' : 'Flat prices by district',
        moreLabel: locale === 'ka' ? 'ყველა ინდექსი' : 'All indexes',
        moreHref: '/market',
      },
      parts.richText([
        { type: 'h2', text: home.intro.heading[locale] },
        ...home.intro.paragraphs[locale].map((text) => ({ type: 'p' as const, text })),
      ]),
      {
        blockType: 'newsList' as const,
        heading: home.newsHeading[locale],
        limit: 6,
        layout: 'grid' as const,
        showMoreLink: true,
        settings: { background: 'muted' as const },
      },
      parts.widgets.numbers,
      parts.widgets.testimonials,
      parts.widgets.openDay,
      {
        blockType: 'loopGrid' as const,
        heading: locale === 'ka' ? 'ახალი განცხადებები' : 'New listings',
        source: 'properties' as const,
        perPage: 3,
        columns: '3' as const,
        widgetId: 'home_properties',
        pagination: false,
        moreLabel: locale === 'ka' ? 'ყველა განცხადება' : 'All listings',
        moreHref: '/properties',
      },
      // The sign-up on the home page too, not only on /newsletter.
      parts.newsletter,
      {
        blockType: 'callToAction' as const,
        heading: home.cta.heading[locale],
        text: home.cta.text[locale],
        links: [{ label: home.cta.label[locale], href: '/about' }],
      },
    ],
    about: [
      {
        blockType: 'hero' as const,
        heading: about.heroHeading[locale],
        text: about.heroText[locale],
        image: parts.images.aboutImage,
      },
      parts.richText(about.body[locale]),
      parts.widgets.team,
      parts.widgets.renovation,
      {
        blockType: 'mediaBlock' as const,
        media: parts.images.heroImage,
        caption: home.hero.heading[locale],
        width: 'content' as const,
      },
    ],
    services: [
      {
        blockType: 'hero' as const,
        heading: services.heroHeading[locale],
        text: services.heroText[locale],
        image: parts.images.servicesImage,
      },
      {
        blockType: 'cardGrid' as const,
        heading: services.title[locale],
        cards: services.items.map((item) => ({
          title: item[locale].title,
          text: item[locale].text,
        })),
      },
      parts.widgets.servicesTabs,
      parts.richText(services.body[locale]),
      parts.widgets.servicesQuestions,
      {
        blockType: 'callToAction' as const,
        heading: servicesLightbox.heading[locale],
        text: servicesLightbox.text[locale],
        links: [
          {
            label: servicesLightbox.video.label[locale],
            href: servicesLightbox.video.href,
            openIn: 'lightbox' as const,
          },
          {
            label: servicesLightbox.contact.label[locale],
            href: `#${CONTACT_DETAILS_ID}`,
            openIn: 'lightbox' as const,
          },
        ],
      },
      {
        // The section the link above opens in the lightbox (and jumps to without JavaScript).
        ...parts.richText([
          { type: 'h2', text: servicesLightbox.contact.heading[locale] },
          { type: 'p', text: contact.address[locale] },
          { type: 'p', text: contact.hours[locale] },
          { type: 'p', text: `${servicesLightbox.contact.phone[locale]}: ${contact.phone}` },
          { type: 'p', text: `${servicesLightbox.contact.email[locale]}: ${contact.email}` },
        ]),
        settings: { anchorId: CONTACT_DETAILS_ID, animation: 'none' as const },
      },
      {
        blockType: 'callToAction' as const,
        heading: home.cta.heading[locale],
        text: home.cta.text[locale],
        // The about page, fetched into the lightbox (without JavaScript: the page itself).
        links: [{ label: home.cta.label[locale], href: '/about', openIn: 'lightbox' as const }],
      },
    ],
    [seedTermsPage.slug]: [parts.richText(seedTermsPage.body[locale])],
  }
}

export const pageTitles = {
  home: seedSite.siteName,
  about: seedSite.about.title,
  services: seedSite.services.title,
  [seedTermsPage.slug]: seedTermsPage.title,
}
export const pageDescriptions = {
  home: seedSite.tagline,
  about: seedSite.about.description,
  services: seedSite.services.description,
  [seedTermsPage.slug]: seedTermsPage.description,
}

/**
 * The order pages are written in. Services before about: the about page links to it. Layouts are
 * built when their page is created, so links find the pages made before them.
 */
export const pageOrder = ['home', 'services', 'about', seedTermsPage.slug] as const
