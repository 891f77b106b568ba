import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/locales'

import { findBySlug } from './published'

export const getPageBySlug = cache((slug: string, locale: Locale) =>
  findBySlug('pages', slug, locale),
)
