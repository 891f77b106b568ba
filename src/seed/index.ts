import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { features } from '@/features'
import { seedContactForm, seedContactPage } from '@/features/contact-forms'
import { newsletterHomeBlock, seedNewsletterList } from '@/features/newsletter'
import type { ImageMotif, SeedBlock } from '@/lib/seed-kit/types'

import { seedIllustrations } from './data/illustrations'
import { seedPosts } from './data/posts'
import { seedWidgetBlocks } from './widgets'
import { footerData, mainMenuItems, type MainMenuRefs } from './data/chrome'
import {
  pageDescriptions,
  pageImages,
  pageLayouts,
  pageOrder,
  pageTitles,
  type PageParts,
} from './data/pages'
import { seedSite } from './data/site'
import { seedCategories, seedTags } from './data/taxonomies'
import { seedForm, seedPage } from '@/lib/seed-kit/documents'
import { uploadIllustration } from '@/lib/seed-kit/images'
import { lexicalFromBlocks, type ResolveLink } from '@/lib/seed-kit/lexical'

type L10n = { ka: string; en: string }

export interface SeedResult {
  seeded: boolean
  admin?: { email: string; password: string; generated: boolean }
}

// Seeding writes many documents: revalidation is pointless until the site has been served.
const context = { disableRevalidate: true }

/** Ids of the seeded pages and posts by slug, for internal links in rich text. */
const seeded = { pages: new Map<string, number>(), posts: new Map<string, number>() }
const resolveLink: ResolveLink = (to) => seeded[to.collection].get(to.slug)

/**
 * Demo content on an empty database: the first admin, categories, tags, illustrated posts in
 * Georgian and English, the home, about and services pages and the site chrome. A database that
 * already has a user is left alone, so a second start seeds nothing twice.
 */
export async function seed(
  payload: Payload,
  env: Record<string, string | undefined> = process.env,
): Promise<SeedResult> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return { seeded: false }
  seeded.pages.clear()
  seeded.posts.clear()

  const email = env.ADMIN_EMAIL || 'admin@sakhli.ge'
  const generated = !env.ADMIN_PASSWORD
  const password = env.ADMIN_PASSWORD || randomBytes(12).toString('base64url')
  const admin = await payload.create({
    collection: 'users',
    data: { email, password, name: 'Sakhli Admin', role: 'admin' },
    context,
  })

  const categoryIds = new Map<string, number>()
  for (const c of seedCategories) {
    const doc = await payload.create({
      collection: 'categories',
      locale: 'ka',
      data: { title: c.ka.title, description: c.ka.description, slug: c.slug },
      context,
    })
    await payload.update({
      collection: 'categories',
      id: doc.id,
      locale: 'en',
      data: { title: c.en.title, description: c.en.description },
      context,
    })
    categoryIds.set(c.slug, doc.id)
  }
  const tagIds = new Map<string, number>()
  for (const tag of seedTags) {
    const doc = await payload.create({
      collection: 'tags',
      locale: 'ka',
      data: { title: tag.ka, slug: tag.slug },
      context,
    })
    await payload.update({
      collection: 'tags',
      id: doc.id,
      locale: 'en',
      data: { title: tag.en },
      context,
    })
    tagIds.set(tag.slug, doc.id)
  }

  const createImage = (name: string, motif: ImageMotif, hue: number, alt: L10n) =>
    uploadIllustration(payload, { motif, hue, name: `${name}.jpg`, alt })

  for (const post of seedPosts) {
    const image = await createImage(post.slug, post.image.motif, post.image.hue, {
      ka: post.ka.imageAlt,
      en: post.en.imageAlt,
    })
    const common = {
      slug: post.slug,
      publishedAt: post.publishedAt,
      heroImage: image,
      author: admin.id,
      categories: [categoryIds.get(post.category)].filter((id): id is number => id !== undefined),
      tags: post.tags.map((t) => tagIds.get(t)).filter((id): id is number => id !== undefined),
      _status: 'published' as const,
    }
    const doc = await payload.create({
      collection: 'posts',
      locale: 'ka',
      data: {
        ...common,
        title: post.ka.title,
        excerpt: post.ka.excerpt,
        content: lexicalFromBlocks(post.ka.body, resolveLink),
      },
      context,
    })
    seeded.posts.set(post.slug, doc.id)
    await payload.update({
      collection: 'posts',
      id: doc.id,
      locale: 'en',
      data: {
        title: post.en.title,
        excerpt: post.en.excerpt,
        content: lexicalFromBlocks(post.en.body, resolveLink),
        _status: 'published',
      },
      context,
    })
  }

  const images = {} as PageParts['images']
  for (const [key, image] of Object.entries(pageImages)) {
    images[key as keyof typeof pageImages] = await createImage(
      image.name,
      image.motif,
      image.hue,
      image.alt,
    )
  }
  // The widgets' own pictures (team portraits, a room before and after), found by file name.
  for (const image of seedIllustrations) {
    await createImage(image.name, image.motif, image.hue, image.alt)
  }
  const newsletterList = await seedNewsletterList(payload)
  await seedPages(payload, images, newsletterList)
  await seedContact(payload)
  // The chrome and site settings first (their links are paths): a feature's seed may add a
  // setting of its own (the properties' enquiry form).
  await seedGlobals(payload)
  // Each feature's own demo content (events, the register page, the newsletter page, the widget
  // area, properties and their page), in the order the features are listed.
  for (const feature of features) await feature.seed?.(payload)
  // The main menu last: its mega panel shows the listings' districts and the newest listing.
  await seedMainMenu(payload)
  return { seeded: true, admin: { email, password, generated } }
}

const richText = (blocks: SeedBlock[]) => ({
  blockType: 'richText' as const,
  content: lexicalFromBlocks(blocks, resolveLink),
})

async function seedPages(payload: Payload, images: PageParts['images'], newsletterList: number) {
  const widgets = {
    ka: await seedWidgetBlocks(payload, 'ka'),
    en: await seedWidgetBlocks(payload, 'en'),
  }
  const parts = (locale: Locale): PageParts => ({
    images,
    widgets: widgets[locale],
    newsletter: newsletterHomeBlock(newsletterList, locale),
    richText,
  })
  for (const slug of pageOrder) {
    const id = await seedPage(payload, {
      slug,
      title: pageTitles[slug],
      layout: (locale) => pageLayouts(locale, parts(locale))[slug],
      description: pageDescriptions[slug],
    })
    seeded.pages.set(slug, id)
  }
}

/**
 * The contact page's map (src/blocks/Map): both offices as markers, each with its address, hours
 * and phone, which the caption lists with their maps-app links (with or without JavaScript).
 */
function contactMapBlock(locale: Locale) {
  const [main] = seedSite.offices
  return {
    blockType: 'map' as const,
    heading: locale === 'ka' ? 'ჩვენი ოფისები რუკაზე' : 'Our offices on the map',
    mapType: 'marker' as const,
    lat: main?.location.lat,
    lng: main?.location.lng,
    zoom: 7,
    markers: seedSite.offices.map((office) => ({
      ...office.location,
      title: office.name[locale],
      content: [office.address[locale], office.hours[locale], office.phone].join('\n'),
    })),
  }
}

/** The contact form (Contact Form 7 markup, both languages) and the contact page that embeds it. */
async function seedContact(payload: Payload) {
  const { template, mail, mail2 } = seedContactForm
  const form = await seedForm(
    payload,
    seedContactForm.title,
    {
      template: template.ka,
      mail: { to: '[_site_admin_email]', subject: mail.subject.ka, body: mail.body.ka },
      mail2: { active: true, subject: mail2.subject.ka, body: mail2.body.ka },
    },
    {
      template: template.en,
      mail: { to: '[_site_admin_email]', subject: mail.subject.en, body: mail.body.en },
      mail2: { subject: mail2.subject.en, body: mail2.body.en },
    },
  )
  const page = seedContactPage
  const layout = (locale: Locale) => [
    richText(page.body[locale]),
    {
      blockType: 'contactForm' as const,
      form,
      heading: page.heading[locale],
      intro: page.intro[locale],
      settings: { background: 'muted' as const },
    },
    contactMapBlock(locale),
  ]
  await seedPage(payload, {
    slug: 'contact',
    title: page.title,
    layout,
    description: page.description,
  })
}

async function seedGlobals(payload: Payload) {
  for (const locale of ['ka', 'en'] as const) {
    const cats = await payload.find({
      collection: 'categories',
      locale,
      limit: 10,
      depth: 0,
      sort: 'id',
    })
    await payload.updateGlobal({
      slug: 'footer',
      locale,
      data: footerData(locale, cats.docs),
      context,
    })
    const officeIds = (
      await payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })
    ).offices?.map((office) => office.id)
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: {
        siteName: seedSite.siteName[locale],
        tagline: seedSite.tagline[locale],
        headerStyle: '1',
        siteLayout: '18',
        contact: {
          phone: seedSite.contact.phone,
          email: seedSite.contact.email,
          address: seedSite.contact.address[locale],
          hours: seedSite.contact.hours[locale],
        },
        topBar: seedSite.topBar.map((item) => ({ icon: item.icon, text: item[locale] })),
        // The array is shared by both locales (its texts are localized): the second locale
        // names the rows the first one created, or it would replace them.
        offices: seedSite.offices.map((office, i) => ({
          id: officeIds?.[i],
          name: office.name[locale],
          address: office.address[locale],
          hours: office.hours[locale],
          phone: office.phone,
          email: office.email,
        })),
      },
      context,
    })
  }
}

/** What the main menu links to in `locale`: categories, pages and districts. */
async function mainMenuRefs(payload: Payload, locale: Locale): Promise<MainMenuRefs> {
  const [categories, pages, districts] = await Promise.all([
    payload.find({ collection: 'categories', locale, limit: 10, depth: 0, sort: 'id' }),
    payload.find({ collection: 'pages', depth: 0, pagination: false, select: { slug: true } }),
    payload.find({
      collection: 'property-districts',
      locale,
      depth: 0,
      pagination: false,
      sort: 'id',
      select: { title: true, slug: true, city: true },
    }),
  ])
  return {
    categories: categories.docs,
    pages: new Map(pages.docs.flatMap((p) => (p.slug ? [[p.slug, p.id] as const] : []))),
    districts: districts.docs.map((d) => ({
      slug: d.slug ?? '',
      city: String(d.city ?? ''),
      title: d.title,
    })),
  }
}

/**
 * The main menu, in Georgian and English, published, and the header naming it. Written after the
 * features' content: its links follow the seeded documents, and the properties item's mega panel
 * shows the listings' districts, the newest listing and the newsletter's sign-up.
 */
async function seedMainMenu(payload: Payload) {
  const menu = await payload.create({
    collection: 'menus',
    locale: 'ka',
    data: {
      title: 'Main menu',
      slug: 'main',
      opensOn: 'hover',
      items: mainMenuItems('ka', await mainMenuRefs(payload, 'ka')) as never,
      _status: 'published',
    },
    context,
  })
  await payload.update({
    collection: 'menus',
    id: menu.id,
    locale: 'en',
    data: {
      items: mainMenuItems('en', await mainMenuRefs(payload, 'en')) as never,
      _status: 'published',
    },
    context,
  })
  await payload.updateGlobal({ slug: 'header', data: { mainMenu: menu.id }, context })
}
