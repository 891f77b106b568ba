import { isDraftMode } from '@/data/payload'
import { getTranslator } from '@/i18n'
import type { Locale } from '@/i18n/locales'

import { LivePreviewListener } from './LivePreviewListener.lazy'

/** Shown only in an editor's preview: says so, offers a way out, and follows live edits. */
export async function DraftBanner({ locale }: { locale: Locale }) {
  if (!(await isDraftMode())) return null
  const t = getTranslator(locale)
  return (
    <div className="draft-banner" role="status">
      {t('draftBanner')}{' '}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler, not a page */}
      <a href="/next/exit-preview">{t('exitPreview')}</a>
      <LivePreviewListener />
    </div>
  )
}
