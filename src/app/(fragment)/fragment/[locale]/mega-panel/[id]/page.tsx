import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { blockSite } from '@/data/payload'
import { findMegaPanel, MegaPanelContent } from '@/features/menus/app'
import { FRAGMENT_END, FRAGMENT_START } from '@/features/widget-areas/model/fragment'
import { isLocale } from '@/i18n/locales'
import { parsePositiveId } from '@/lib/ids'

// Rendered on its first request and kept until a publish revalidates the site: ElementsKit's
// call reads it each time a visitor's pointer reaches a mega menu.
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string; id: string }> }

/** A published menu item's mega panel between two markers, for `megamenu_content` to cut out. */
export default async function MegaPanelFragment({ params }: Props) {
  const { locale, id } = await params
  const itemId = parsePositiveId(id)
  if (!isLocale(locale) || itemId === null) notFound()
  const site = await blockSite()
  const found = await findMegaPanel(site.payload, itemId)
  if (!found || found.locale !== locale) notFound()
  return (
    <>
      <div data-sakhli-fragment={FRAGMENT_START} hidden />
      <MegaPanelContent
        panel={found.panel}
        locale={locale}
        site={site}
        RenderBlocks={RenderBlocks}
      />
      <div data-sakhli-fragment={FRAGMENT_END} hidden />
    </>
  )
}
