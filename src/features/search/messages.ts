/** Every visitor-facing text of site search, Georgian first. */
import type { Locale } from '@/i18n/locales'

export interface SearchStrings {
  title: string
  intro: string
  label: string
  placeholder: string
  submit: string
  /** `{n}` results; `{q}` the query as read. */
  found: string
  foundOne: string
  /** The range shown on a page of results. */
  showing: string
  results: string
  /** What each kind of page is called on its result. */
  kinds: Record<string, string>
  noQuery: string
  nothingFound: string
  suggestions: string
  tips: string[]
  browse: string
  browseLinks: { news: string; properties: string; events: string }
  pastLastPage: string
  firstPage: string
  /** A refused search (rate limit); `{wait}` from the rate-limit catalogue. */
  tooMany: string
  home: string
}

export const searchStringsByLocale: Record<Locale, SearchStrings> = {
  ka: {
    title: 'ძიება',
    intro: 'მოძებნეთ სიახლეები, გვერდები, ღონისძიებები და უძრავი ქონება.',
    label: 'რას ეძებთ?',
    placeholder: 'მაგ.: ბინა ვაკეში',
    submit: 'ძიება',
    found: '„{q}“: ნაპოვნია {n} შედეგი',
    foundOne: '„{q}“: ნაპოვნია 1 შედეგი',
    showing: 'ნაჩვენებია {from}–{to}',
    results: 'ძიების შედეგები',
    kinds: {
      news: 'სიახლე',
      page: 'გვერდი',
      event: 'ღონისძიება',
      property: 'უძრავი ქონება',
      portfolio: 'პროექტი',
    },
    noQuery: 'ჩაწერეთ, რას ეძებთ: მაგალითად, „ბინა ვაკეში“ ან „ბათუმი“.',
    nothingFound: '„{q}“: ვერაფერი მოიძებნა.',
    suggestions: 'რჩევები',
    tips: [
      'შეამოწმეთ, სწორად არის თუ არა დაწერილი.',
      'სცადეთ ნაკლები ან უფრო ზოგადი სიტყვა.',
      'ქართული სიტყვები შეგიძლიათ ლათინური ასოებითაც დაწეროთ: tbilisi, vake.',
    ],
    browse: 'ან დაათვალიერეთ',
    browseLinks: {
      news: 'ყველა სიახლე',
      properties: 'უძრავი ქონება',
      events: 'ღონისძიებები',
    },
    pastLastPage: 'ამ გვერდზე შედეგები აღარ არის.',
    firstPage: 'შედეგების პირველი გვერდი',
    tooMany: 'ამ კავშირიდან ძალიან ბევრი ძიება მოვიდა. გთხოვთ, სცადოთ ხელახლა {wait}.',
    home: 'მთავარი გვერდი',
  },
  en: {
    title: 'Search',
    intro: 'Search the news, pages, events and properties.',
    label: 'What are you looking for?',
    placeholder: 'e.g. flat in Vake',
    submit: 'Search',
    found: '{n} results for “{q}”',
    foundOne: '1 result for “{q}”',
    showing: 'Showing {from}–{to}',
    results: 'Search results',
    kinds: {
      news: 'News',
      page: 'Page',
      event: 'Event',
      property: 'Property',
      portfolio: 'Project',
    },
    noQuery: 'Type what you are looking for: for example “flat in Vake” or “Batumi”.',
    nothingFound: 'Nothing was found for “{q}”.',
    suggestions: 'Suggestions',
    tips: [
      'Check the spelling.',
      'Try fewer or more general words.',
      'Georgian words can be typed in Latin letters too: tbilisi, vake.',
    ],
    browse: 'Or browse',
    browseLinks: {
      news: 'All news',
      properties: 'Properties',
      events: 'Events',
    },
    pastLastPage: 'There are no results on this page.',
    firstPage: 'First page of results',
    tooMany: 'Too many searches came from this connection. Please try again {wait}.',
    home: 'Home',
  },
}

export const searchStrings = (locale: Locale): SearchStrings => searchStringsByLocale[locale]
