export interface SeedCategory {
  slug: string
  ka: { title: string; description: string }
  en: { title: string; description: string }
}

export interface SeedTag {
  slug: string
  ka: string
  en: string
}

export const seedCategories: SeedCategory[] = [
  {
    slug: 'buying-guide',
    ka: {
      title: 'მყიდველის გზამკვლევი',
      description:
        'რჩევები ბინის შერჩევიდან გარიგებამდე: ბიუჯეტი, შემოწმება, იპოთეკა, რეგისტრაცია.',
    },
    en: {
      title: 'Buying Guide',
      description: 'From choosing a property to closing: budget, checks, mortgages, registration.',
    },
  },
  {
    slug: 'market',
    ka: {
      title: 'ბაზრის მიმოხილვა',
      description: 'ფასები, მოთხოვნა და ტენდენციები თბილისში, ბათუმში, ქუთაისსა და კურორტებზე.',
    },
    en: {
      title: 'Market Insights',
      description:
        'Prices, demand and trends in Tbilisi, Batumi, Kutaisi and the mountain resorts.',
    },
  },
  {
    slug: 'legal',
    ka: {
      title: 'სამართლებრივი საკითხები',
      description: 'საჯარო რეესტრი, ნოტარიუსი, ხელშეკრულებები, გადასახადები, უცხოელის უფლებები.',
    },
    en: {
      title: 'Legal Matters',
      description: 'The Public Registry, notaries, contracts, taxes and foreign buyers’ rights.',
    },
  },
  {
    slug: 'investment',
    ka: {
      title: 'ინვესტიციები',
      description: 'გაქირავება, უკუგება, კურორტული ქონება და ბინადრობის ნებართვა ინვესტიციით.',
    },
    en: {
      title: 'Investment',
      description: 'Rentals, yields, resort property and residence permits through investment.',
    },
  },
]

export const seedTags: SeedTag[] = [
  { slug: 'tbilisi', ka: 'თბილისი', en: 'Tbilisi' },
  { slug: 'batumi', ka: 'ბათუმი', en: 'Batumi' },
  { slug: 'mortgage', ka: 'იპოთეკა', en: 'Mortgage' },
  { slug: 'new-builds', ka: 'ახალი აშენებული', en: 'New builds' },
  { slug: 'foreigners', ka: 'უცხოელი მყიდველები', en: 'Foreign buyers' },
  { slug: 'taxes', ka: 'გადასახადები', en: 'Taxes' },
  { slug: 'rental', ka: 'გაქირავება', en: 'Rental' },
  { slug: 'resort-property', ka: 'კურორტული ქონება', en: 'Resort property' },
]
