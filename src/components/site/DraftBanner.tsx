import { getTranslator } from '@/i18n'
import type { Locale } from '@/i18n/locales'

import { LivePreviewListener } from './LivePreviewListener.lazy'

/**
 * Shown only in an editor's preview (the layout renders it in draft mode): says so, offers a way
 * out, and follows live edits.
 */
export function DraftBanner({ locale }: { locale: Locale }) {
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
