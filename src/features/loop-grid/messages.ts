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
  /** The listing map beside a properties grid. */
  map: {
    /** The map's accessible name and how to move it by keyboard. */
    label: string
    loading: string
    /** A cluster's accessible name: "{n} properties here". */
    cluster: (n: number) => string
    /** Under the map: how many of the matched listings it shows. */
    onMap: (shown: number, total: number) => string
  }
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
    map: {
      label: 'განცხადებების რუკა. ისრებით გადაადგილდება, + და − ადიდებს და აპატარავებს.',
      loading: 'რუკა იტვირთება…',
      cluster: (n) => `აქ ${n} ობიექტია`,
      onMap: (shown, total) =>
        shown === total ? `რუკაზე ${shown} ობიექტია` : `რუკაზე ${total}-დან ${shown} ობიექტია`,
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
    map: {
      label: 'Map of the listings. Arrow keys move it, + and − zoom.',
      loading: 'Loading the map…',
      cluster: (n) => `${n} properties here`,
      onMap: (shown, total) => {
        const noun = (n: number) => (n === 1 ? 'property' : 'properties')
        return shown === total
          ? `${shown} ${noun(shown)} on the map`
          : `${shown} of ${total} ${noun(total)} on the map`
      },
    },
  },
}

export function loopStrings(locale: Locale): LoopStrings {
  return byLocale[locale]
}
