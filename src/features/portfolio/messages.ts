/** Every visitor-facing text of the portfolio pages, cards and block, Georgian first. Isomorphic. */
import type { Locale } from '@/i18n/locales'

export interface PortfolioStrings {
  portfolio: string
  portfolioIntro: string
  /** The category links' navigation and its first link. */
  categories: string
  allCategories: string
  noProjects: string
  /** The load-more button and what a screen reader hears around it. */
  loadMore: string
  loading: string
  loadedMore: string
  failed: string
  /** `/portfolio?page=N`: the page's title past the first page. */
  pageOf: (page: number) => string
  /** The project page. */
  category: string
  year: string
  location: string
  openMap: string
  caseStudy: string
  gallery: string
  galleryDialog: string
  galleryOpen: (n: number, total: number) => string
  clientSays: string
  /** A card's link to its project, for screen readers beside the title. */
  moreProjects: string
}

const byLocale: Record<Locale, PortfolioStrings> = {
  ka: {
    portfolio: 'პორტფოლიო',
    portfolioIntro:
      'ჩვენ მიერ დასრულებული პროექტები: ბინების შეძენა, რემონტი და მშენებლობა თბილისსა და ბათუმში.',
    categories: 'პროექტების კატეგორიები',
    allCategories: 'ყველა პროექტი',
    noProjects: 'ამ კატეგორიაში პროექტები ჯერ არ არის.',
    loadMore: 'მეტის ჩატვირთვა',
    loading: 'იტვირთება…',
    loadedMore: 'ჩაიტვირთა მეტი პროექტი.',
    failed: 'მოთხოვნის გაგზავნა ვერ მოხერხდა. გთხოვთ, სცადოთ მოგვიანებით.',
    pageOf: (page) => `გვერდი ${page}`,
    category: 'კატეგორია',
    year: 'დასრულდა',
    location: 'მდებარეობა',
    openMap: 'რუკაზე ნახვა',
    caseStudy: 'როგორ ვიმუშავეთ',
    gallery: 'ფოტოები',
    galleryDialog: 'პროექტის ფოტო',
    galleryOpen: (n, total) => `ფოტო ${n} / ${total}: გახსნა სრულ ზომაზე`,
    clientSays: 'კლიენტის შეფასება',
    moreProjects: 'სხვა პროექტები',
  },
  en: {
    portfolio: 'Portfolio',
    portfolioIntro:
      'Projects we have completed: flat purchases, renovations and developments in Tbilisi and Batumi.',
    categories: 'Project categories',
    allCategories: 'All projects',
    noProjects: 'There are no projects in this category yet.',
    loadMore: 'Load more',
    loading: 'Loading…',
    loadedMore: 'More projects loaded.',
    failed: 'The request could not be sent. Please try again later.',
    pageOf: (page) => `Page ${page}`,
    category: 'Category',
    year: 'Completed',
    location: 'Location',
    openMap: 'Open in a maps app',
    caseStudy: 'How we worked',
    gallery: 'Photos',
    galleryDialog: 'Project photo',
    galleryOpen: (n, total) => `Photo ${n} of ${total}: open full size`,
    clientSays: 'What the client says',
    moreProjects: 'More projects',
  },
}

export function portfolioStrings(locale: Locale): PortfolioStrings {
  return byLocale[locale]
}
