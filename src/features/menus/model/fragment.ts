/** Where a mega panel's content is rendered for ElementsKit's call: its bare fragment page. */
import type { Locale } from '@/i18n/locales'

export const megaPanelFragmentPath = (locale: Locale, itemId: number) =>
  `/fragment/${locale}/mega-panel/${itemId}`
