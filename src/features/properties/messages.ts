/** Every visitor-facing text of the properties pages and cards, Georgian first. Isomorphic. */
import type { Locale } from '@/i18n/locales'

import type { City, DealType, PropertyStatus } from './model/constants'

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
  gallery: string
  details: string
  deals: Record<DealType, string>
  statuses: Record<PropertyStatus, string>
  cities: Record<City, string>
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
    gallery: 'ფოტოები',
    details: 'დეტალები',
    deals: { sale: 'იყიდება', rent: 'ქირავდება' },
    statuses: { available: 'ხელმისაწვდომი', reserved: 'დაჯავშნილი', sold: 'გაყიდული' },
    cities: { tbilisi: 'თბილისი', batumi: 'ბათუმი', bakuriani: 'ბაკურიანი' },
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
    gallery: 'Photos',
    details: 'Details',
    deals: { sale: 'For sale', rent: 'For rent' },
    statuses: { available: 'Available', reserved: 'Reserved', sold: 'Sold' },
    cities: { tbilisi: 'Tbilisi', batumi: 'Batumi', bakuriani: 'Bakuriani' },
  },
}

export function propertyStrings(locale: Locale): PropertyStrings {
  return byLocale[locale]
}
