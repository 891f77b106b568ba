import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Footer, Header, SiteSetting } from '@/payload-types'

import { getPayloadClient } from './payload'
import { memoPublished } from '@/lib/published-memo'

export const getSiteSettings = cache(async (locale: Locale): Promise<SiteSetting> => {
  const payload = await getPayloadClient()
  return memoPublished(payload, `site-settings:${locale}`, () =>
    payload.findGlobal({ slug: 'site-settings', locale, depth: 1 }),
  )
})

export const getHeader = cache(async (locale: Locale): Promise<Header> => {
  const payload = await getPayloadClient()
  return memoPublished(payload, `header:${locale}`, () =>
    payload.findGlobal({ slug: 'header', locale, depth: 0 }),
  )
})

export const getFooter = cache(async (locale: Locale): Promise<Footer> => {
  const payload = await getPayloadClient()
  return memoPublished(payload, `footer:${locale}`, () =>
    payload.findGlobal({ slug: 'footer', locale, depth: 0 }),
  )
})
