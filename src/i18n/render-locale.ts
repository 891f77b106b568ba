import 'server-only'

import { cache } from 'react'

import type { Locale } from './locales'

// One object per server request (React's cache), so concurrent renders never share a locale.
const current = cache((): { locale?: Locale } => ({}))

/**
 * The locale being rendered, for server components deep in a page that get no locale prop (a
 * block's rich text). The component that renders blocks sets it before its children render.
 */
export function setRenderLocale(locale: Locale): void {
  current().locale = locale
}

export function getRenderLocale(): Locale | undefined {
  return current().locale
}
