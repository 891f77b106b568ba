import { dateFormatter, dateLanguage } from './date-format'
import { SITE_TIME_ZONE } from '@/shared/constants'

import type { Locale } from './locales'
import { en } from './messages/en'
import { ka, type MessageKey, type Messages } from './messages/ka'

const catalogues: Record<Locale, Messages> = { ka, en }

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string

/** `text` with its `{name}` placeholders filled from `vars` (one not in `vars` stays as written). */
export function fillPlaceholders(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  )
}

/** The translate function of a locale; `{name}` placeholders are filled from `vars`. */
export function getTranslator(locale: Locale): Translate {
  const messages = catalogues[locale]
  return (key, vars) => (vars ? fillPlaceholders(messages[key], vars) : messages[key])
}

/** Dates as readers of each language expect them (Georgian month names for ka). */
export function formatDate(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return ''
  return dateFormatter(dateLanguage(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SITE_TIME_ZONE,
  }).format(new Date(iso))
}

export type { MessageKey }
