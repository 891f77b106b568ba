/**
 * A page's popups (issue 29): the glue between the popups feature and the block registry, which a
 * feature never imports. Each public page route renders it beside its content with the page's
 * address and, when the page shows a document, its collection and id (the popups' "Where" tab);
 * a page no popup is placed on gets nothing at all (no slot, no script).
 */
import type { ReactNode } from 'react'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { blockSite } from '@/data/payload'
import { popupsForPage, PopupsSlot, type PopupPage } from '@/features/popups/app'
import type { Locale } from '@/i18n/locales'

export async function PagePopups({ locale, ...page }: PopupPage & { locale: Locale }) {
  const site = await blockSite()
  const popups = await popupsForPage({
    payload: site.payload,
    locale,
    // An editor's preview shows their latest drafts of popups too.
    viewer: await site.draftViewer(),
    ...page,
  })
  return (
    <PopupsSlot
      popups={popups}
      locale={locale}
      site={site}
      RenderBlocks={RenderBlocks}
      path={page.path}
    />
  )
}

/** The render prop a feature's page view takes for its popups (it knows its document). */
export function pagePopupsSlot(locale: Locale) {
  return function PagePopupsSlot(page: PopupPage): ReactNode {
    return <PagePopups locale={locale} {...page} />
  }
}
