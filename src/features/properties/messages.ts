/** Every visitor-facing text of the properties pages and cards, Georgian first. Isomorphic. */
import type { Locale } from '@/i18n/locales'

import type { City, DealType, PropertyStatus } from './model/constants'
import type { ListingRange, ListingSort } from './model/listing-query'

export interface PropertyStrings {
  properties: string
  propertiesIntro: string
  price: string
  perMonth: string
  area: string
  areaUnit: string
  rooms: string
  floor: string
  district: string
  type: string
  deal: string
  status: string
  address: string
  openMap: string
  location: string
  gallery: string
  details: string
  deals: Record<DealType, string>
  statuses: Record<PropertyStatus, string>
  cities: Record<City, string>
  /** Price per m² beside the price: "5 417 ₾ / m²". */
  pricePerArea: string
  perArea: string
  /** The agent's (the office's) telephone on a property page. */
  agent: string
  agentEmail: string
  callAgent: string
  enquiry: string
  enquiryIntro: string
  similar: string
  /** The gallery's full-size viewer. */
  galleryOpen: (n: number, total: number) => string
  /** A photo's caption and dialog name in the lightbox when it has no alternative text. */
  galleryDialog: string
  /** The listing's ranges, the order and the result heading. */
  priceRange: string
  areaRange: string
  roomsRange: string
  from: string
  to: string
  sortBy: string
  sorts: Record<ListingSort, string>
  apply: string
  clearAll: string
  /** The result heading's words: see model/summary.ts. */
  listingNoun: (n: number) => string
  typeNoun: (title: string, n: number) => string
  dealPhrase: Record<DealType, string>
  or: string
  except: (names: string) => string
  range: Record<
    ListingRange,
    {
      from: (v: string) => string
      to: (v: string) => string
      between: (a: string, b: string) => string
    }
  >
  nothingFound: (summary: string) => string
}

const byLocale: Record<Locale, PropertyStrings> = {
  ka: {
    properties: 'უძრავი ქონება',
    propertiesIntro: 'ბინები, სახლები და კომერციული ფართები თბილისში, ბათუმსა და ბაკურიანში.',
    price: 'ფასი',
    perMonth: 'თვეში',
    area: 'ფართი',
    areaUnit: 'მ²',
    rooms: 'ოთახები',
    floor: 'სართული',
    district: 'უბანი',
    type: 'ტიპი',
    deal: 'გარიგება',
    status: 'სტატუსი',
    address: 'მისამართი',
    openMap: 'რუკაზე ნახვა',
    location: 'მდებარეობა',
    gallery: 'ფოტოები',
    details: 'დეტალები',
    deals: { sale: 'იყიდება', rent: 'ქირავდება' },
    statuses: { available: 'ხელმისაწვდომი', reserved: 'დაჯავშნილი', sold: 'გაყიდული' },
    cities: { tbilisi: 'თბილისი', batumi: 'ბათუმი', bakuriani: 'ბაკურიანი' },
    pricePerArea: 'კვ. მეტრის ფასი',
    perArea: '/ მ²',
    agent: 'აგენტი',
    agentEmail: 'ელფოსტა',
    callAgent: 'დარეკეთ აგენტთან',
    enquiry: 'შეკითხვა ამ ქონებაზე',
    enquiryIntro: 'მოგვწერეთ და აგენტი ერთი სამუშაო დღის განმავლობაში დაგიკავშირდებათ.',
    similar: 'მსგავსი განცხადებები',
    galleryOpen: (n, total) => `ფოტო ${n} / ${total}: სრული ზომით გახსნა`,
    galleryDialog: 'ფოტოები სრული ზომით',
    priceRange: 'ფასი, ₾',
    areaRange: 'ფართი, მ²',
    roomsRange: 'ოთახები',
    from: 'მინ.',
    to: 'მაქს.',
    sortBy: 'დალაგება',
    sorts: {
      newest: 'ჯერ ახალი',
      price_asc: 'ფასი: ზრდადობით',
      price_desc: 'ფასი: კლებადობით',
      area_desc: 'ფართი: ჯერ დიდი',
    },
    apply: 'ჩვენება',
    clearAll: 'ფასის, ფართისა და დალაგების გასუფთავება',
    // Georgian keeps the noun singular after a number: "12 ბინა".
    listingNoun: () => 'განცხადება',
    typeNoun: (title) => title,
    dealPhrase: { sale: 'გასაყიდი', rent: 'ქირით გასაცემი' },
    or: 'ან',
    except: (names) => `გარდა: ${names}`,
    range: {
      price: {
        from: (v) => `${v}-დან`,
        to: (v) => `${v}-მდე`,
        between: (a, b) => `${a} – ${b}`,
      },
      area: {
        from: (v) => `${v} მ²-დან`,
        to: (v) => `${v} მ²-მდე`,
        between: (a, b) => `${a}–${b} მ²`,
      },
      rooms: {
        from: (v) => `ოთახები: ${v}-დან`,
        to: (v) => `ოთახები: ${v}-მდე`,
        between: (a, b) => `ოთახები: ${a}–${b}`,
      },
    },
    nothingFound: (summary) => `${summary}. სხვა ფილტრები სცადეთ.`,
  },
  en: {
    properties: 'Properties',
    propertiesIntro: 'Flats, houses and commercial spaces in Tbilisi, Batumi and Bakuriani.',
    price: 'Price',
    perMonth: 'a month',
    area: 'Area',
    areaUnit: 'm²',
    rooms: 'Rooms',
    floor: 'Floor',
    district: 'District',
    type: 'Type',
    deal: 'Deal',
    status: 'Status',
    address: 'Address',
    openMap: 'Show on the map',
    location: 'Location',
    gallery: 'Photos',
    details: 'Details',
    deals: { sale: 'For sale', rent: 'For rent' },
    statuses: { available: 'Available', reserved: 'Reserved', sold: 'Sold' },
    cities: { tbilisi: 'Tbilisi', batumi: 'Batumi', bakuriani: 'Bakuriani' },
    pricePerArea: 'Price per m²',
    perArea: '/ m²',
    agent: 'Agent',
    agentEmail: 'E-mail',
    callAgent: 'Call the agent',
    enquiry: 'Ask about this property',
    enquiryIntro: 'Write to us and an agent will get back to you within one working day.',
    similar: 'Similar listings',
    galleryOpen: (n, total) => `Photo ${n} of ${total}: open full size`,
    galleryDialog: 'Photos at full size',
    priceRange: 'Price, ₾',
    areaRange: 'Area, m²',
    roomsRange: 'Rooms',
    from: 'Min',
    to: 'Max',
    sortBy: 'Sort by',
    sorts: {
      newest: 'Newest first',
      price_asc: 'Price: low to high',
      price_desc: 'Price: high to low',
      area_desc: 'Area: largest first',
    },
    apply: 'Show',
    clearAll: 'Clear price, area and order',
    listingNoun: (n) => (n === 1 ? 'listing' : 'listings'),
    typeNoun: (title, n) => {
      const word = title.toLowerCase()
      if (n === 1) return word
      return /(s|sh|ch|x)$/.test(word) ? `${word}es` : `${word}s`
    },
    dealPhrase: { sale: 'for sale', rent: 'for rent' },
    or: 'or',
    except: (names) => `except ${names}`,
    range: {
      price: {
        from: (v) => `from ${v}`,
        to: (v) => `up to ${v}`,
        between: (a, b) => `from ${a} to ${b}`,
      },
      area: {
        from: (v) => `of ${v} m² or more`,
        to: (v) => `of up to ${v} m²`,
        between: (a, b) => `of ${a}–${b} m²`,
      },
      rooms: {
        from: (v) => `${v}+ rooms`,
        to: (v) => `up to ${v} rooms`,
        between: (a, b) => `${a}–${b} rooms`,
      },
    },
    nothingFound: (summary) => `${summary}. Try other filters.`,
  },
}

export function propertyStrings(locale: Locale): PropertyStrings {
  return byLocale[locale]
}
