/**
 * The demo properties' content: 24 listings in Tbilisi, Batumi and Bakuriani, Georgian with
 * English, their districts and types, and the `/properties` page. `./seed.ts` loads it.
 */
import type { ImageMotif } from '@/lib/seed-kit/types'

import type { City, DealType, PropertyStatus } from './model/constants'

type L10n = { ka: string; en: string }
export const districts: { slug: string; city: City; title: L10n; lat: number; lng: number }[] = [
  { slug: 'vake', city: 'tbilisi', title: { ka: 'ვაკე', en: 'Vake' }, lat: 41.7095, lng: 44.7575 },
  {
    slug: 'saburtalo',
    city: 'tbilisi',
    title: { ka: 'საბურთალო', en: 'Saburtalo' },
    lat: 41.7275,
    lng: 44.7535,
  },
  { slug: 'vera', city: 'tbilisi', title: { ka: 'ვერა', en: 'Vera' }, lat: 41.7053, lng: 44.7804 },
  {
    slug: 'old-tbilisi',
    city: 'tbilisi',
    title: { ka: 'ძველი თბილისი', en: 'Old Tbilisi' },
    lat: 41.6914,
    lng: 44.8077,
  },
  {
    slug: 'old-batumi',
    city: 'batumi',
    title: { ka: 'ძველი ბათუმი', en: 'Old Batumi' },
    lat: 41.6482,
    lng: 41.6358,
  },
  {
    slug: 'new-boulevard',
    city: 'batumi',
    title: { ka: 'ახალი ბულვარი', en: 'New Boulevard' },
    lat: 41.6231,
    lng: 41.6019,
  },
  {
    slug: 'didveli',
    city: 'bakuriani',
    title: { ka: 'დიდველი', en: 'Didveli' },
    lat: 41.7363,
    lng: 43.5117,
  },
  {
    slug: 'bakuriani-centre',
    city: 'bakuriani',
    title: { ka: 'ბაკურიანის ცენტრი', en: 'Bakuriani centre' },
    lat: 41.7497,
    lng: 43.5305,
  },
]

export const types: { slug: string; title: L10n }[] = [
  { slug: 'flat', title: { ka: 'ბინა', en: 'Flat' } },
  { slug: 'house', title: { ka: 'სახლი', en: 'House' } },
  { slug: 'commercial', title: { ka: 'კომერციული ფართი', en: 'Commercial space' } },
  { slug: 'cottage', title: { ka: 'კოტეჯი', en: 'Cottage' } },
]

/** A flat's cover: its block, in the city, by the sea in Batumi, under the mountains in Bakuriani. */
export const cityMotif: Record<City, ImageMotif> = {
  tbilisi: 'flat',
  batumi: 'flat-sea',
  bakuriani: 'flat-mountain',
}

/** A listing's cover drawing: a shop front, a cottage or a house for those types, else the city's flats. */
export function coverMotif(type: string, city: City): ImageMotif {
  if (type === 'commercial') return 'shop'
  if (type === 'cottage') return 'cottage'
  if (type === 'house') return 'house'
  return cityMotif[city]
}
const typeWord: Record<string, L10n> = {
  flat: { ka: 'ბინა', en: 'flat' },
  house: { ka: 'სახლი', en: 'house' },
  commercial: { ka: 'კომერციული ფართი', en: 'commercial space' },
  cottage: { ka: 'კოტეჯი', en: 'cottage' },
}
const roomWords: L10n[] = [
  { ka: 'სტუდიო', en: 'Studio' },
  { ka: 'ერთოთახიანი', en: 'One-room' },
  { ka: 'ოროთახიანი', en: 'Two-room' },
  { ka: 'სამოთახიანი', en: 'Three-room' },
  { ka: 'ოთხოთახიანი', en: 'Four-room' },
  { ka: 'ხუთოთახიანი', en: 'Five-room' },
]

/** [district, type, deal, rooms, area m², floor, price GEL, status, feature ka, feature en] */
type Row = [
  string,
  string,
  DealType,
  number,
  number,
  number,
  number,
  PropertyStatus,
  string,
  string,
]
export const rows: Row[] = [
  [
    'vake',
    'flat',
    'sale',
    3,
    96,
    7,
    520_000,
    'available',
    'ვაკის პარკის ხედით',
    'overlooking Vake Park',
  ],
  ['vake', 'flat', 'rent', 2, 68, 4, 3_200, 'available', 'ახალ რემონტით', 'newly renovated'],
  [
    'vake',
    'house',
    'sale',
    5,
    240,
    1,
    1_450_000,
    'reserved',
    'ეზოთი და ავტოფარეხით',
    'with a garden and a garage',
  ],
  [
    'saburtalo',
    'flat',
    'sale',
    2,
    58,
    11,
    245_000,
    'available',
    'მეტროსთან ახლოს',
    'near the metro',
  ],
  ['saburtalo', 'flat', 'rent', 1, 42, 6, 1_900, 'available', 'ავეჯით', 'furnished'],
  [
    'saburtalo',
    'commercial',
    'rent',
    0,
    120,
    1,
    7_500,
    'available',
    'ქუჩის ვიტრინით',
    'with a street front',
  ],
  [
    'vera',
    'flat',
    'sale',
    3,
    110,
    3,
    610_000,
    'sold',
    'ისტორიულ შენობაში',
    'in a historic building',
  ],
  ['vera', 'flat', 'rent', 2, 75, 2, 3_500, 'available', 'აივნით', 'with a balcony'],
  [
    'vera',
    'commercial',
    'sale',
    0,
    85,
    1,
    480_000,
    'available',
    'კაფისთვის მზად',
    'ready for a café',
  ],
  [
    'old-tbilisi',
    'house',
    'sale',
    4,
    180,
    2,
    980_000,
    'available',
    'ხის აივნით',
    'with a carved wooden balcony',
  ],
  [
    'old-tbilisi',
    'flat',
    'rent',
    1,
    50,
    3,
    2_400,
    'available',
    'ნარიყალას ხედით',
    'with a view of Narikala',
  ],
  [
    'old-tbilisi',
    'commercial',
    'rent',
    0,
    64,
    1,
    4_800,
    'reserved',
    'ტურისტულ ქუჩაზე',
    'on a busy tourist street',
  ],
  [
    'old-batumi',
    'flat',
    'sale',
    2,
    62,
    5,
    310_000,
    'available',
    'ზღვიდან ხუთ წუთში',
    'five minutes from the sea',
  ],
  [
    'old-batumi',
    'flat',
    'rent',
    1,
    45,
    8,
    2_100,
    'available',
    'სეზონური გაქირავებისთვის',
    'for seasonal letting',
  ],
  [
    'old-batumi',
    'house',
    'sale',
    4,
    160,
    1,
    720_000,
    'available',
    'მანდარინის ბაღით',
    'with a tangerine garden',
  ],
  [
    'new-boulevard',
    'flat',
    'sale',
    3,
    88,
    24,
    495_000,
    'available',
    'ზღვის პანორამით',
    'with a panoramic sea view',
  ],
  [
    'new-boulevard',
    'flat',
    'rent',
    2,
    70,
    18,
    3_800,
    'sold',
    'აუზით კომპლექსში',
    'in a complex with a pool',
  ],
  [
    'new-boulevard',
    'commercial',
    'sale',
    0,
    140,
    1,
    860_000,
    'available',
    'ბულვარის პირველ ხაზზე',
    'on the boulevard front line',
  ],
  [
    'didveli',
    'cottage',
    'sale',
    4,
    150,
    2,
    690_000,
    'available',
    'სათხილამურო ტრასასთან',
    'next to the ski slope',
  ],
  ['didveli', 'flat', 'rent', 1, 40, 3, 2_600, 'available', 'ბუხრით', 'with a fireplace'],
  ['didveli', 'flat', 'sale', 2, 55, 4, 285_000, 'reserved', 'მთის ხედით', 'with a mountain view'],
  ['bakuriani-centre', 'cottage', 'rent', 3, 120, 2, 6_500, 'available', 'საუნით', 'with a sauna'],
  [
    'bakuriani-centre',
    'flat',
    'sale',
    1,
    38,
    2,
    165_000,
    'available',
    'ცენტრალურ პარკთან',
    'by the central park',
  ],
  [
    'bakuriani-centre',
    'commercial',
    'rent',
    0,
    95,
    1,
    5_200,
    'available',
    'სასტუმროსთვის შესაფერისი',
    'suitable for a guesthouse',
  ],
]

/** GEL per USD for the demo prices. */
export const GEL_PER_USD = 2.7

export function title(row: Row): L10n {
  const [, type, , rooms, area, , , , featureKa, featureEn] = row
  const word = typeWord[type]!
  if (type === 'flat') {
    const r = roomWords[Math.min(rooms, roomWords.length - 1)]!
    return { ka: `${r.ka} ${word.ka} ${featureKa}`, en: `${r.en} ${word.en} ${featureEn}` }
  }
  return {
    ka: `${word.ka} ${area} მ² ${featureKa}`,
    en: `${word.en[0]!.toUpperCase()}${word.en.slice(1)}, ${area} m², ${featureEn}`,
  }
}

export function description(row: Row, district: L10n): L10n {
  const [, , deal, rooms, area, floor] = row
  return {
    ka:
      `ფართი: ${area} მ². უბანი: ${district.ka}. სართული: ${floor}.` +
      (rooms ? ` ოთახები: ${rooms}.` : '') +
      `\n\nსაკადასტრო დოკუმენტები წესრიგშია. ${deal === 'sale' ? 'შესაძლებელია იპოთეკით შეძენა; ' : 'ქირავდება მინიმუმ ექვსი თვით; '}ნახვის დასაჯავშნად დაგვიკავშირდით.`,
    en:
      `${area} square metres in ${district.en}, on floor ${floor}` +
      (rooms ? `, with ${rooms} room${rooms === 1 ? '' : 's'}.` : '.') +
      `\n\nThe cadastral papers are in order. ${deal === 'sale' ? 'A mortgage is possible; ' : 'Let for six months or more; '}contact us to book a viewing.`,
  }
}

/**
 * The firm's agents: each listing has one (by turns), shown on its page with a `tel:` link. Demo
 * numbers in the Georgian mobile format; one agent gives no e-mail (it is optional).
 */
export const agents: { name: L10n; phone: string; email?: string }[] = [
  {
    name: { ka: 'ნინო ბერიძე', en: 'Nino Beridze' },
    phone: '+995 599 00 12 01',
    email: 'nino.beridze@sakhli.ge',
  },
  {
    name: { ka: 'გიორგი კაპანაძე', en: 'Giorgi Kapanadze' },
    phone: '+995 577 00 12 02',
    email: 'giorgi.kapanadze@sakhli.ge',
  },
  { name: { ka: 'თამარ ლომიძე', en: 'Tamar Lomidze' }, phone: '+995 555 00 12 03' },
  {
    name: { ka: 'ლევან ჯაფარიძე', en: 'Levan Japaridze' },
    phone: '+995 591 00 12 04',
    email: 'levan.japaridze@sakhli.ge',
  },
]

/** Interior photos shared by the galleries (drawn once: every upload makes five sizes). */
export const interiorPhotos: { motif: ImageMotif; hue: number; name: string; alt: L10n }[] = [
  {
    motif: 'interior',
    hue: 30,
    name: 'property-interior-1.jpg',
    alt: { ka: 'მისაღები ოთახი', en: 'The living room' },
  },
  {
    motif: 'entrance',
    hue: 200,
    name: 'property-interior-2.jpg',
    alt: { ka: 'შესასვლელი', en: 'The entrance' },
  },
]

/** The listing's street address: four streets in turn, numbered from 3. */
export function address(i: number, district: L10n): L10n {
  return {
    ka: `${district.ka}, ${['თამარ მეფის', 'ჭავჭავაძის', 'რუსთაველის', 'ბარათაშვილის'][i % 4]} ქ. ${i + 3}`,
    en: `${i + 3} ${['Tamar Mepe', 'Chavchavadze', 'Rustaveli', 'Baratashvili'][i % 4]} St, ${district.en}`,
  }
}

/** `/properties`: an editors' page with the filters and the loop grid of all listings. */
export const propertiesPage: { title: L10n; description: L10n } = {
  title: { ka: 'უძრავი ქონება', en: 'Properties' },
  description: {
    ka: 'ბინები, სახლები და კომერციული ფართები თბილისში, ბათუმსა და ბაკურიანში.',
    en: 'Flats, houses and commercial spaces in Tbilisi, Batumi and Bakuriani.',
  },
}

export const propertiesPageLayout = (locale: 'ka' | 'en') => {
  const l = (ka: string, en: string) => (locale === 'ka' ? ka : en)
  return [
    {
      blockType: 'taxonomyFilter' as const,
      selectedTaxonomy: 'deal' as const,
      logicalJoin: 'disabled' as const,
      showCounts: true,
      grid: 'properties',
    },
    {
      blockType: 'taxonomyFilter' as const,
      selectedTaxonomy: 'district' as const,
      logicalJoin: 'OR' as const,
      allowExclude: true,
      showCounts: true,
      grid: 'properties',
    },
    {
      blockType: 'taxonomyFilter' as const,
      selectedTaxonomy: 'type' as const,
      logicalJoin: 'OR' as const,
      allowExclude: true,
      showCounts: true,
      grid: 'properties',
    },
    {
      blockType: 'loopGrid' as const,
      heading: l('ყველა განცხადება', 'All listings'),
      source: 'properties' as const,
      perPage: 9,
      // Two columns of cards with the map of every filtered listing beside them.
      columns: '2' as const,
      map: { show: true },
      widgetId: 'properties',
    },
  ]
}
