import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { blockSite } from '@/data/payload'
import { popupForPreview, PopupsSlot, PREVIEW_OPENER_ATTRIBUTE } from '@/features/popups/app'
import { getTranslator } from '@/i18n'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; id: string }> }

// An editor's preview of a popup (the admin's preview button and live preview, issue 29): their
// latest draft, opened at once, counted nowhere. Nobody else gets anything but a 404.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { robots: { index: false, follow: false } }

export default async function PopupPreviewPage({ params }: Props) {
  const { locale, id } = await params
  if (!isLocale(locale) || !/^[1-9]\d{0,9}$/.test(id)) notFound()
  const site = await blockSite()
  const viewer = await site.draftViewer()
  if (!viewer) notFound()
  const found = await popupForPreview({ payload: site.payload, id: Number(id), locale, viewer })
  if (!found) notFound()
  const { popup, showsInLocale } = found
  const t = getTranslator(locale)
  return (
    <>
      <article className="container popup-preview">
        <header className="page-header">
          <h1>{t('popupPreviewTitle', { title: popup.title })}</h1>
          <p className="lead">{t('popupPreviewIntro')}</p>
          {showsInLocale ? null : <p className="alert alert-info">{t('popupPreviewLanguage')}</p>}
        </header>
        <p>
          <button
            type="button"
            className="button button-primary"
            {...{ [PREVIEW_OPENER_ATTRIBUTE]: String(popup.id) }}
          >
            {t('popupPreviewOpen')}
          </button>
        </p>
      </article>
      <PopupsSlot
        popups={[popup]}
        locale={locale}
        site={site}
        RenderBlocks={RenderBlocks}
        path={`/popup-preview/${popup.id}`}
        preview
      />
    </>
  )
}
