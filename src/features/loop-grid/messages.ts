/** Every visitor-facing text of the loop grid and its filters, Georgian first. Isomorphic. */
import type { Locale } from '@/i18n/locales'

import type { LoopTaxonomyName } from './model/constants'

export interface LoopStrings {
  /** "{n} found" */
  found: (n: number) => string
  nothingFound: string
  all: string
  /** An exclusion link's accessible name. */
  exclude: (term: string) => string
  excluded: string
  filterBy: (taxonomy: string) => string
  clearFilters: string
  /** The disclosure the filters fold into on a phone: "Filters (n)". */
  filters: string
  taxonomies: Record<LoopTaxonomyName, string>
}

const byLocale: Record<Locale, LoopStrings> = {
  ka: {
    found: (n) => `ნაპოვნია: ${n}`,
    nothingFound: 'ამ ფილტრებით ვერაფერი მოიძებნა.',
    all: 'ყველა',
    exclude: (term) => `გამოირიცხოს „${term}“`,
    excluded: 'გამორიცხულია',
    filterBy: (taxonomy) => `ფილტრი: ${taxonomy}`,
    clearFilters: 'ფილტრების გასუფთავება',
    filters: 'ფილტრები',
    taxonomies: {
      district: 'უბანი',
      type: 'ტიპი',
      deal: 'გარიგება',
      category: 'კატეგორია',
      tag: 'თეგი',
    },
  },
  en: {
    found: (n) => (n === 1 ? '1 result' : `${n} results`),
    nothingFound: 'Nothing matches these filters.',
    all: 'All',
    exclude: (term) => `Exclude “${term}”`,
    excluded: 'excluded',
    filterBy: (taxonomy) => `Filter by ${taxonomy.toLowerCase()}`,
    clearFilters: 'Clear filters',
    filters: 'Filters',
    taxonomies: {
      district: 'District',
      type: 'Type',
      deal: 'Deal',
      category: 'Category',
      tag: 'Tag',
    },
  },
}

export function loopStrings(locale: Locale): LoopStrings {
  return byLocale[locale]
}
