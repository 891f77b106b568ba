import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Footer, Header, SiteSetting } from '@/payload-types'

import { getPayloadClient } from './payload'

export const getSiteSettings = cache(async (locale: Locale): Promise<SiteSetting> => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'site-settings', locale, depth: 1 })
})

export const getHeader = cache(async (locale: Locale): Promise<Header> => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'header', locale, depth: 0 })
})

export const getFooter = cache(async (locale: Locale): Promise<Footer> => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'footer', locale, depth: 0 })
})
